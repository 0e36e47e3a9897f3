import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { partnersResponseSchema, unknownSearchParameter } from '@mcs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerUpdate } from '../db/schema.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { DIRECTORY_ADDRESS_MAX_LENGTH, DIRECTORY_ADDRESS_TOO_LONG } from '../app.ts';
import { answerCache, MAX_KEPT_KEY_LENGTH } from './answer-cache.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  // The second app shares the first one's database: closed first.
  for (const app of apps.reverse()) await app.close();
  apps.length = 0;
});

async function app(options?: Parameters<typeof makeTestApp>[0]) {
  const made = await makeTestApp(options);
  apps.push(made);
  return made;
}

/** A change made straight in the database, as an admin action or another instance would. */
async function update(t: TestApp, id: number, fields: PartnerUpdate) {
  await t.db.updateTable('partners').set(fields).where('id', '=', id).execute();
}

async function names(t: TestApp, query: string) {
  const res = await t.app.request(`/api/partners?${query}`);
  expect(res.status).toBe(200);
  return partnersResponseSchema.parse(await res.json()).partners.map((p) => p.name);
}

describe('answerCache', () => {
  it("keeps an answer from its question's second asking until the version moves", async () => {
    let version = 1;
    let runs = 0;
    const cached = new Hono()
      .use('/answer', answerCache({ version: async () => version }))
      .get('/answer', (c) => {
        runs += 1;
        return c.json({ run: runs, q: c.req.query('q') ?? null });
      });
    const ask = async (query = '') => (await cached.request(`/answer${query}`)).json();

    // Asked once: answered, not kept. Asked again: answered and kept.
    expect(await ask()).toEqual({ run: 1, q: null });
    expect(await ask()).toEqual({ run: 2, q: null });
    expect(await ask()).toEqual({ run: 2, q: null });
    expect(await ask('?q=x')).toEqual({ run: 3, q: 'x' });
    expect(await ask('?q=x')).toEqual({ run: 4, q: 'x' });
    expect(await ask('?q=x')).toEqual({ run: 4, q: 'x' });
    // A new version answers afresh; a question asked before is kept at once.
    version = 2;
    expect(await ask()).toEqual({ run: 5, q: null });
    expect(await ask()).toEqual({ run: 5, q: null });
    expect(runs).toBe(5);
  });

  it('keeps nothing of questions asked once, however many', async () => {
    let runs = 0;
    const cache = answerCache({ version: async () => 1 });
    const cached = new Hono().use('/answer', cache).get('/answer', (c) => {
      runs += 1;
      return c.json({ q: c.req.query('q') });
    });
    for (let i = 0; i < 500; i++) await cached.request(`/answer?q=typed${i}`);
    expect(runs).toBe(500);
    expect(cache.stats()).toEqual({ answers: 0, bytes: 0 });
  });

  it('drops the least recently asked answers beyond its size, a quarter of it at a time', async () => {
    let runs = 0;
    const cached = new Hono()
      .use('/answer', answerCache({ version: async () => 1, maxBytes: 5 * 1024 }))
      .get('/answer', (c) => {
        runs += 1;
        return c.json({ q: c.req.query('q'), padding: 'x'.repeat(900) });
      });
    const ask = (q: string) => cached.request(`/answer?q=${q}`);
    // Kept at the second asking.
    const keep = async (q: string) => {
      await ask(q);
      await ask(q);
    };

    await keep('a');
    await keep('b');
    await ask('a'); // a is now the most recent
    await keep('c'); // three of ~1.3 KB (body, key, headers) fit in 5 KB
    expect(runs).toBe(6);
    // A fourth does not: the least recently asked go until a quarter is free, b then a.
    await keep('d');
    expect(runs).toBe(8);
    await ask('c');
    await ask('d');
    expect(runs).toBe(8);
    // Asked before, they are kept again at once.
    await ask('a');
    expect(runs).toBe(9);
    await ask('b');
    expect(runs).toBe(10);
    await ask('a');
    expect(runs).toBe(10);
  });
});

describe('answerCache under junk questions', () => {
  function counted(maxBytes: number) {
    let runs = 0;
    const cache = answerCache({ version: async () => 1, maxBytes });
    const cached = new Hono().use('/answer', cache).get('/answer', (c) => {
      runs += 1;
      return c.json({ ok: true });
    });
    return { cache, cached, runs: () => runs };
  }

  it('counts keys and headers with the bodies: thousands of distinct questions stay within its budget', async () => {
    const budget = 64 * 1024;
    const { cache, cached } = counted(budget);
    const padding = 'x'.repeat(400);
    // Each asked twice, so that it is kept.
    for (let i = 0; i < 2_000; i++)
      for (let again = 0; again < 2; again++) await cached.request(`/answer?q=${padding}${i}`);

    const { answers, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(budget);
    // The keys alone (two bytes a character at most) fit in the budget: each answer's 11-byte
    // body is the least of what it holds.
    expect(answers * 2 * 400).toBeLessThanOrEqual(budget);
    expect(answers).toBeGreaterThan(0);
  });

  it('answers a question with a long address each time and never keeps it', async () => {
    const { cache, cached, runs } = counted(1024 * 1024);
    const long = `/answer?q=${'x'.repeat(MAX_KEPT_KEY_LENGTH)}`;
    for (let i = 0; i < 3; i++) expect((await cached.request(long)).status).toBe(200);
    expect(runs()).toBe(3);
    expect(cache.stats()).toEqual({ answers: 0, bytes: 0 });
  });

  it('gives a fresh answer to a request that asks for one (Cache-Control: no-cache)', async () => {
    const { cached, runs } = counted(1024 * 1024);
    await cached.request('/answer?q=a');
    await cached.request('/answer?q=a', { headers: { 'cache-control': 'no-cache' } });
    await cached.request('/answer?q=a');
    expect(runs()).toBe(2);
  });
});

describe('the directory answer cache', () => {
  it('answers a repeated search with the same bytes and the same headers, security headers included', async () => {
    const t = await app();
    for (const city of ['Pune', 'Nashik', 'Nagpur'])
      await t.createPartner({ status: 'approved', name: `Lotus Dental ${city}` });

    const first = await t.app.request('/api/partners?q=lotus');
    const again = await t.app.request('/api/partners?q=lotus');

    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    expect(Object.fromEntries(again.headers)).toEqual(Object.fromEntries(first.headers));
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows a partner approved, renamed or removed at once', async () => {
    const t = await app();
    const first = await t.createPartner({ status: 'approved', name: 'Lotus Dental' });
    expect(await names(t, 'q=lotus')).toEqual(['Lotus Dental']);

    const second = await t.createPartner({ status: 'approved', name: 'Lotus Eye Care' });
    expect((await names(t, 'q=lotus')).sort()).toEqual(['Lotus Dental', 'Lotus Eye Care']);

    await update(t, first.id, { name: 'Lotus Smiles' });
    expect((await names(t, 'q=lotus')).sort()).toEqual(['Lotus Eye Care', 'Lotus Smiles']);

    await update(t, second.id, { status: 'rejected' });
    expect(await names(t, 'q=lotus')).toEqual(['Lotus Smiles']);
  });

  it('shows a change made by another instance on the same database at once', async () => {
    const here = await app();
    const there = await app({ env: { database: here.env.database } });
    await here.createPartner({ status: 'approved', name: 'Lotus Dental' });
    expect(await names(here, 'q=lotus')).toEqual(['Lotus Dental']);

    await there.createPartner({ status: 'approved', name: 'Lotus Eye Care' });

    expect((await names(here, 'q=lotus')).sort()).toEqual(['Lotus Dental', 'Lotus Eye Care']);
  });

  it('keeps the gzip and the plain answer to the same search apart', async () => {
    const t = await app();
    for (let i = 0; i < 12; i++)
      await t.createPartner({ status: 'approved', name: `Sunrise Clinic ${i}` });
    const ask = (headers: Record<string, string>) =>
      t.app.request('/api/partners?q=sunrise', { headers });

    const zipped = await ask({ 'accept-encoding': 'gzip' });
    const plain = await ask({});
    const zippedAgain = await ask({ 'accept-encoding': 'gzip' });

    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(partnersResponseSchema.parse(JSON.parse(text)).partners).toHaveLength(10); // a page
    for (const res of [zipped, zippedAgain]) {
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(text);
    }
  });

  it('refuses a parameter the search does not take, naming it', async () => {
    const t = await app();
    await t.createPartner({ status: 'approved', name: 'Lotus Dental' });
    const long = 'j'.repeat(1_000);
    for (const [query, name] of [
      ['q=lotus&utm_source=x', 'utm_source'],
      [`q=lotus&${long}=1`, long],
    ] as const) {
      const res = await t.app.request(`/api/partners?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'validation',
        message: unknownSearchParameter(name),
      });
    }
    expect(await names(t, 'q=lotus')).toEqual(['Lotus Dental']);
  });

  it('refuses an address longer than any search before reading it, and takes the longest search', async () => {
    const t = await app();
    await t.createPartner({ status: 'approved', name: 'Lotus Dental' });
    for (const query of [`q=lotus&x1=${'j'.repeat(12 * 1024)}`, `q=${'%20'.repeat(3_000)}lotus`]) {
      const res = await t.app.request(`/api/partners?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'validation',
        message: DIRECTORY_ADDRESS_TOO_LONG,
      });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Every field at its longest, each character three bytes percent-encoded: answered.
    const hindi = (n: number) => encodeURIComponent('क'.repeat(n));
    const longest = `q=${hindi(200)}&type=all&state=${hindi(100)}&district=${hindi(100)}&specialization=${hindi(100)}&page=1&limit=50`;
    expect(`/api/partners?${longest}`.length).toBeLessThanOrEqual(DIRECTORY_ADDRESS_MAX_LENGTH);
    const res = await t.app.request(`/api/partners?${longest}`);
    expect(res.status).toBe(200);
    expect(partnersResponseSchema.parse(await res.json()).partners).toEqual([]);
  });

  it('keeps no refusal: a bad query is refused each time with its reason', async () => {
    const t = await app();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/partners?limit=abc');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/limit/i);
    }
  });
});
