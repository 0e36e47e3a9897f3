import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.ts';
import type { RunningServer } from '../server.ts';

// Node refuses these before the app sees them, so only a real server on a loopback port shows
// what a client gets.
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mcs-client-error-'));
  server = await startServer({
    port: 0,
    dataDir,
    demo: false,
    env: { host: '127.0.0.1', logLevel: 'silent' },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(text);
  });
}

describe('requests Node refuses before the app', () => {
  it('answers headers over 16 KB with 431 and a JSON body', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      headers: { 'x-padding': 'a'.repeat(20 * 1024) },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      message: 'Request headers are too large.',
      code: 'headers_too_large',
    });
  });

  it('answers many headers that add up to over 16 KB the same way', async () => {
    const headers = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`x-h${i}`, 'b'.repeat(100)]),
    );
    const res = await fetch(`${server.url}/`, { headers });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ code: 'headers_too_large' });
  });

  it('answers a request that is not HTTP with 400 and a JSON body', async () => {
    const res = await rawRequest('NONSENSE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      message: 'The request is not valid HTTP.',
      code: 'validation',
    });
  });

  it('still answers ordinary requests', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('headers of every size (fuzz)', () => {
  it('answers any header size, count and path with JSON below 500', async () => {
    const headerArb = fc.record({
      count: fc.integer({ min: 1, max: 60 }),
      size: fc.integer({ min: 0, max: 24 * 1024 }),
      char: fc.constantFrom('a', '%', '~', ' ', 'é'),
      path: fc.constantFrom(
        '/api/health',
        '/api/partners?q=x',
        '/uploads/x',
        '/.well-known/jwks.json',
      ),
      auth: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(headerArb, async ({ count, size, char, path, auth }) => {
        const each = Math.floor(size / count);
        const headers: Record<string, string> = Object.fromEntries(
          Array.from({ length: count }, (_, i) => [`x-fuzz-${i}`, `v${char.repeat(each)}`.trim()]),
        );
        if (auth) headers['authorization'] = `Bearer ${'t'.repeat(each)}`;
        let res: Response;
        try {
          res = await fetch(`${server.url}${path}`, { headers });
        } catch {
          return; // the client itself refused the header value: it never reached the server
        }
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          expect(typeof ((await res.json()) as { message?: unknown }).message).toBe('string');
        } else await res.arrayBuffer();
      }),
      { numRuns: 40 },
    );
  });
});
