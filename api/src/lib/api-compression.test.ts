import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { apiCompression, encodedFor } from './api-compression.ts';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const gzip = { 'accept-encoding': 'gzip, deflate, br' };

async function pullWith(headers: Record<string, string>) {
  t = await makeTestApp();
  for (let i = 0; i < 20; i++) await t.createPartner({ status: 'approved' });
  return t.app.request('/api/sync/directory?since=0', { headers });
}

describe('compression of the API JSON', () => {
  it('gzips a directory pull for a client that accepts gzip, and the JSON reads back the same', async () => {
    const plain = await pullWith({});
    const plainText = await plain.text();
    await t?.close();
    const res = await pullWith(gzip);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await res.arrayBuffer());
    // Compressed whole, so its length is known and said.
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(plainText.length / 3);
    const json = JSON.parse(gunzipSync(bytes).toString('utf8')) as { partners: unknown[] };
    expect(json.partners).toHaveLength(20);
    expect(JSON.parse(plainText)).toMatchObject({ partners: expect.any(Array) });
  });

  it('sends the JSON as it is to a client that does not ask for an encoding', async () => {
    const res = await pullWith({});
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { partners: unknown[] }).partners).toHaveLength(20);
  });

  it('leaves an answer under 1 KB alone (the health check)', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/api/health', { headers: gzip });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('apiCompression', () => {
  const big = 'x'.repeat(4096);
  const app = new Hono();
  app.use('/api/*', apiCompression(new Set(['/api/upload'])));
  app.get('/api/json', (c) => {
    c.header('ETag', '"v1"');
    return c.json({ big });
  });
  app.post('/api/upload', (c) => c.json({ big }));
  app.get('/api/file', (c) => c.body(big, 200, { 'content-type': 'image/png' }));
  app.get('/api/already', (c) =>
    c.body(big, 200, { 'content-type': 'application/json', 'content-encoding': 'br' }),
  );
  app.get('/api/no-transform', (c) => {
    c.header('Cache-Control', 'private, no-transform');
    return c.json({ big });
  });
  // Larger than a page: compressed off the server's thread, and the same JSON comes back.
  const rows = Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Partner ${i}` }));
  app.get('/api/large', (c) => c.json({ rows }));

  it('weakens a strong ETag on a compressed answer (its bytes are no longer the ones it named)', async () => {
    const res = await app.request('/api/json', { headers: gzip });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBe('W/"v1"');
  });

  it('never compresses the skipped upload path, nor a file that is not JSON, nor an encoded answer', async () => {
    const upload = await app.request('/api/upload', { method: 'POST', headers: gzip });
    expect(upload.headers.get('content-encoding')).toBeNull();
    const file = await app.request('/api/file', { headers: gzip });
    expect(file.headers.get('content-encoding')).toBeNull();
    expect(await file.text()).toBe(big);
    const already = await app.request('/api/already', { headers: gzip });
    expect(already.headers.get('content-encoding')).toBe('br');
    const kept = await app.request('/api/no-transform', { headers: gzip });
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.json()).toEqual({ big });
  });

  it('compresses a large answer whole and a deflate-only client gets deflate', async () => {
    const large = await app.request('/api/large', { headers: gzip });
    const bytes = Buffer.from(await large.arrayBuffer());
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual({ rows });
    const deflated = await app.request('/api/json', { headers: { 'accept-encoding': 'deflate' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual({
      big,
    });
  });
});

describe('encodedFor', () => {
  it('gives a compressed page bytes of its own: a kept 1 KB answer never holds a 16 KB zlib chunk', async () => {
    const json = JSON.stringify(
      Array.from({ length: 60 }, (_, i) => ({ id: String(i), name: `Clinic ${i % 3}` })),
    );
    for (const accept of ['gzip', 'deflate']) {
      const { body, encoding } = await encodedFor(accept, new TextEncoder().encode(json));
      expect(encoding).toBe(accept);
      expect(body.byteLength).toBeLessThan(json.length / 3);
      expect(body.buffer.byteLength).toBe(body.byteLength);
    }
  });
});
