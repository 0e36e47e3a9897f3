// Under Node a header is read from the IncomingMessage, and it must read as the Request's own
// `Headers` would: absent, single, or repeated (joined with ", ").
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader } from './request-header.ts';

const app = new Hono().get('/h', (c) =>
  c.json({
    read: requestHeader(c, 'accept-encoding') ?? null,
    viaRequest: c.req.header('accept-encoding') ?? null,
    // Whether the answer came from the IncomingMessage (under Node) or the Request.
    underNode: Boolean((c.env as { incoming?: unknown } | undefined)?.incoming),
  }),
);

let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GET /h with raw header lines (repeats kept), as a client on the wire sends them. */
function askNode(rawHeaders: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    // As raw lines Node adds no Host of its own, which HTTP/1.1 requires.
    const headers = ['Host', `127.0.0.1:${port}`, ...rawHeaders];
    const req = httpRequest({ host: '127.0.0.1', port, path: '/h', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requestHeader', () => {
  it.each([
    ['absent', []],
    ['single', ['Accept-Encoding', 'gzip, deflate']],
    ['repeated', ['Accept-Encoding', 'gzip', 'accept-encoding', 'br;q=0.5']],
  ])('reads a %s header from the IncomingMessage as Headers reads it', async (_, raw) => {
    const answer = await askNode(raw);
    expect(answer.underNode).toBe(true);
    expect(answer.read).toBe(answer.viaRequest);
  });

  it('reads the repeated header joined', async () => {
    const answer = await askNode(['Accept-Encoding', 'gzip', 'accept-encoding', 'br;q=0.5']);
    expect(answer.read).toBe('gzip, br;q=0.5');
  });

  it("reads the Request's headers where there is no IncomingMessage", async () => {
    const res = await app.request('/h', { headers: { 'accept-encoding': 'deflate' } });
    expect(await res.json()).toEqual({ read: 'deflate', viaRequest: 'deflate', underNode: false });
  });
});
