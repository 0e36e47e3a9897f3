import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateCardKey, newCardRid, signCard, verifyCard } from '@mcs/shared';
import { startServer } from '../server.ts';
import { CARD_KEYS_FILE, loadCardKeyStore, rotateCardKey } from './card-key-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcs-keys-'));
  dirs.push(dir);
  return dir;
}

const now = Math.floor(Date.now() / 1000);
const claims = {
  iss: 'https://medicostsaver.in',
  sub: 'MCS-2026-4F9A2C',
  name: 'Asha Rao',
  plan: 'Annual',
  exp: now + 86_400,
  iat: now,
  family: [],
  rid: newCardRid(),
};

describe('the card key store', () => {
  it('creates an ES256 key in the data directory on first start, readable only by the server', async () => {
    const dir = dataDir();

    const store = await loadCardKeyStore({ dataDir: dir, cardPrivateJwk: undefined });

    const file = join(dir, CARD_KEYS_FILE);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { keys: { kid: string }[] };
    expect(saved.keys.map((k) => k.kid)).toEqual([store.signing.kid]);
    expect(statSync(file).mode & 0o077).toBe(0);
    const jws = await signCard(claims, store.signing);
    expect(
      await verifyCard(jws, { jwks: { keys: store.publicKeys }, revokedRids: new Set() }),
    ).toMatchObject({ ok: true });
  });

  it('is made when the server starts, before anyone asks for a card', async () => {
    const dir = dataDir();
    const server = await startServer({
      port: 0,
      dataDir: dir,
      demo: false,
      env: { host: '127.0.0.1', logLevel: 'silent' },
    });
    try {
      expect(existsSync(join(dir, CARD_KEYS_FILE))).toBe(true);
      const jwks = (await (await fetch(`${server.url}/.well-known/jwks.json`)).json()) as {
        keys: { kid: string }[];
      };
      const saved = JSON.parse(readFileSync(join(dir, CARD_KEYS_FILE), 'utf8')) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((k) => k.kid)).toEqual(saved.keys.map((k) => k.kid));
    } finally {
      await server.close();
    }
  });

  it('signs with the configured key and writes no key file of its own', async () => {
    const dir = dataDir();
    const configured = await generateCardKey();

    const store = await loadCardKeyStore({
      dataDir: dir,
      cardPrivateJwk: JSON.stringify(configured.privateJwk),
    });

    expect(store.signing.kid).toBe(configured.kid);
    expect(store.publicKeys).toEqual([configured.publicJwk]);
    expect(existsSync(join(dir, CARD_KEYS_FILE))).toBe(false);
    const jws = await signCard(claims, store.signing);
    expect(
      await verifyCard(jws, { jwks: { keys: [configured.publicJwk] }, revokedRids: new Set() }),
    ).toMatchObject({ ok: true });
  });

  it('gives a configured key without a kid a stable one', async () => {
    const { kid: _kid, ...bare } = (await generateCardKey()).privateJwk;
    const env = { dataDir: dataDir(), cardPrivateJwk: JSON.stringify(bare) };

    const first = await loadCardKeyStore(env);
    const second = await loadCardKeyStore(env);

    expect(first.signing.kid).toMatch(/^[\w-]{12}$/);
    expect(second.signing.kid).toBe(first.signing.kid);
  });

  it('after a rotation signs with a new kid and still lists the old key', async () => {
    const dir = dataDir();
    const before = await loadCardKeyStore({ dataDir: dir, cardPrivateJwk: undefined });

    const kid = await rotateCardKey({ dataDir: dir, cardPrivateJwk: undefined });
    const after = await loadCardKeyStore({ dataDir: dir, cardPrivateJwk: undefined });

    expect(kid).not.toBe(before.signing.kid);
    expect(after.signing.kid).toBe(kid);
    expect(after.publicKeys.map((k) => k.kid)).toEqual([kid, before.signing.kid]);
  });

  it('rotates a pinned key: the first configured key signs, the older one stays listed', async () => {
    const [fresh, old] = [await generateCardKey(), await generateCardKey()];
    const env = {
      dataDir: dataDir(),
      cardPrivateJwk: JSON.stringify([fresh.privateJwk, old.privateJwk]),
    };

    const store = await loadCardKeyStore(env);

    expect(store.signing.kid).toBe(fresh.kid);
    expect(store.publicKeys).toEqual([fresh.publicJwk, old.publicJwk]);
    await expect(rotateCardKey(env)).rejects.toThrow(/CARD_PRIVATE_JWK pins the card key/);
  });

  it.each([
    ['not JSON', '{kty: EC', /is not JSON/],
    ['a public key only', '{"kty":"EC","crv":"P-256","x":"a","y":"b"}', /private keys/],
    ['an empty list', '[]', /private keys/],
  ])(
    'stops the start with a clear message when CARD_PRIVATE_JWK is %s',
    async (_l, text, message) => {
      await expect(loadCardKeyStore({ dataDir: dataDir(), cardPrivateJwk: text })).rejects.toThrow(
        message,
      );
    },
  );

  it('refuses to start on a damaged key file instead of silently making a new key', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, CARD_KEYS_FILE), JSON.stringify({ keys: [{ kid: 'x' }] }));

    await expect(loadCardKeyStore({ dataDir: dir, cardPrivateJwk: undefined })).rejects.toThrow(
      /is not a card key file/,
    );
  });
});
