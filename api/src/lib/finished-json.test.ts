// A route that finishes its own JSON answer sends what the middleware would have made of `c.json`:
// the same headers (security headers, encoding, Vary, length) and the same bytes, for a client that
// accepts gzip, deflate or nothing, and for a body under the compression threshold.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiCompression } from './api-compression.ts';
import { EncodedBodies } from './encoded-bodies.ts';
import { finishedAnswerOf } from './finished-answer.ts';
import { finishedJson } from './finished-json.ts';
import { securityHeaders } from './security-headers.ts';

const pages = {
  large: {
    partners: Array.from({ length: 40 }, (_, i) => ({ id: String(i), name: `Clinic ${i}` })),
  },
  small: { partners: [] },
};

const app = new Hono();
app.use('*', securityHeaders());
app.use('/api/*', apiCompression());
app.get('/api/json/:size', (c) => c.json(pages[c.req.param('size') as keyof typeof pages]));
app.get('/api/finished/:size', (c) =>
  finishedJson(c, JSON.stringify(pages[c.req.param('size') as keyof typeof pages])),
);

const headersOf = (res: Response) => Object.fromEntries(res.headers);

describe('finishedJson', () => {
  for (const size of ['large', 'small'] as const)
    for (const accept of ['gzip, deflate, br', 'deflate', undefined])
      it(`sends a ${size} answer as the middleware would (accept-encoding: ${accept ?? 'none'})`, async () => {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const viaMiddleware = await app.request(`/api/json/${size}`, { headers });
        const finished = await app.request(`/api/finished/${size}`, { headers });
        expect(finished.status).toBe(200);
        expect(headersOf(finished)).toEqual(headersOf(viaMiddleware));
        expect(Buffer.from(await finished.arrayBuffer())).toEqual(
          Buffer.from(await viaMiddleware.arrayBuffer()),
        );
      });

  it('hands its bytes and headers to the middleware outside, which leaves them as they are', async () => {
    let seen: ReturnType<typeof finishedAnswerOf>;
    const outer = new Hono();
    outer.use('*', async (c, next) => {
      await next();
      seen = finishedAnswerOf(c);
    });
    outer.use('*', securityHeaders());
    outer.get('/', (c) => finishedJson(c, JSON.stringify(pages.large)));
    const res = await outer.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(seen?.headers).toEqual(headersOf(res));
    expect(Buffer.from(seen!.body)).toEqual(Buffer.from(await res.arrayBuffer()));
  });
});

describe('finishedJson with a kept body', () => {
  const bodies = new EncodedBodies(1024 * 1024);
  const kept = new Hono();
  kept.use('*', securityHeaders());
  kept.use('/api/*', apiCompression());
  // The same key for two different texts: a body kept for the first is what the second sends.
  kept.get('/api/page/:n', (c) =>
    finishedJson(c, JSON.stringify({ ...pages.large, n: c.req.param('n') }), {
      bodies,
      key: 'one page',
    }),
  );

  it('sends the body kept for its key and the Accept-Encoding, compressed once', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await kept.request('/api/page/1', { headers: gzip });
    const second = await kept.request('/api/page/2', { headers: gzip });
    const plain = await kept.request('/api/page/3');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(second.headers.get('content-encoding')).toBe('gzip');
    // Another Accept-Encoding is another body, made for it.
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toMatchObject({ n: '3' });
    expect(bodies.stats().entries).toBe(2);
  });

  it('makes a JSON it is given as a maker only when no body is kept for its key', async () => {
    const made: string[] = [];
    const lazy = new Hono();
    lazy.use('*', securityHeaders());
    lazy.get('/page/:n', (c) =>
      finishedJson(
        c,
        async () => {
          made.push(c.req.param('n'));
          return JSON.stringify({ ...pages.large, n: c.req.param('n') });
        },
        { bodies: new EncodedBodies(1024 * 1024), key: 'unused' },
      ),
    );
    const shared = new EncodedBodies(1024 * 1024);
    lazy.get('/kept/:n', (c) =>
      finishedJson(
        c,
        async () => {
          made.push(`kept ${c.req.param('n')}`);
          return JSON.stringify({ ...pages.large, n: c.req.param('n') });
        },
        { bodies: shared, key: 'one page' },
      ),
    );
    const gzip = { 'accept-encoding': 'gzip' };
    expect(await (await lazy.request('/page/1')).json()).toMatchObject({ n: '1' });
    const first = await lazy.request('/kept/1', { headers: gzip });
    const second = await lazy.request('/kept/2', { headers: gzip });
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(made).toEqual(['1', 'kept 1']);
  });
});
