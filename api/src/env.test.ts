import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, loadEnv } from './env.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcs-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadEnv', () => {
  it('defaults to port 8787, data/ at the repo root, SQLite inside it and no demo', () => {
    const env = loadEnv({ jwtSecret: 'x'.repeat(32) }, {});
    expect(env.port).toBe(8787);
    expect(env.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(env.database).toEqual({ kind: 'sqlite', file: join(REPO_ROOT, 'data', 'mcs.sqlite') });
    expect(env.demo).toBe(false);
    expect(env.production).toBe(false);
    expect(env.trustProxy).toBe(false);
  });

  it('turns the demo on only when DEMO asks for it, and knows a production start', () => {
    const secret = { jwtSecret: 'x'.repeat(32) };
    expect(loadEnv(secret, { DEMO: '1' }).demo).toBe(true);
    expect(loadEnv(secret, { DEMO: '' }).demo).toBe(false);
    expect(loadEnv(secret, { NODE_ENV: 'production' }).production).toBe(true);
    expect(loadEnv(secret, { NODE_ENV: 'development' }).production).toBe(false);
  });

  it('reads the variables, with DEMO=0 turning the demo off', () => {
    const dataDir = tempDir();
    const env = loadEnv(
      {},
      {
        PORT: '9000',
        DATA_DIR: dataDir,
        DEMO: '0',
        ADMIN_INVITE_CODE: 'abc',
        JWT_TTL: '60',
        TRUST_PROXY: '1',
      },
    );
    expect(env).toMatchObject({
      trustProxy: true,
      port: 9000,
      dataDir,
      demo: false,
      adminInviteCode: 'abc',
      jwtTtlSeconds: 60,
    });
  });

  it('keeps a generated JWT secret in DATA_DIR so a restart keeps sessions', () => {
    const dataDir = tempDir();
    const first = loadEnv({}, { DATA_DIR: dataDir });
    const second = loadEnv({}, { DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadEnv({}, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({}, { DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({}, { JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({}, { TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({}, { CARD_ISSUER: `https://${'x'.repeat(60)}.in` })).toThrow(
      /CARD_ISSUER/,
    );
  });

  it('accepts a PostgreSQL URL', () => {
    const env = loadEnv(
      { jwtSecret: 'x'.repeat(32) },
      { DATABASE_URL: 'postgres://u:p@localhost/mcs' },
    );
    expect(env.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@localhost/mcs' });
  });
});
