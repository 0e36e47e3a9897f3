import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { partnersResponseSchema } from '@mcs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerUpdate } from '../db/schema.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerCache } from './answer-cache.ts';

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
  it('runs the route once per version and question, and again once the version moves', async () => {
    let version = 1;
    let runs = 0;
    const cached = new Hono()
      .use('/answer', answerCache({ version: async () => version }))
      .get('/answer', (c) => {
        runs += 1;
        return c.json({ run: runs, q: c.req.query('q') ?? null });
      });
    const ask = async (query = '') => (await cached.request(`/answer${query}`)).json();

    expect(await ask()).toEqual({ run: 1, q: null });
    expect(await ask()).toEqual({ run: 1, q: null });
    expect(await ask('?q=x')).toEqual({ run: 2, q: 'x' });
    version = 2;
    expect(await ask()).toEqual({ run: 3, q: null });
    expect(await ask('?q=x')).toEqual({ run: 4, q: 'x' });
    expect(runs).toBe(4);
  });

  it('drops the least recently asked answers beyond its size', async () => {
    let runs = 0;
    const cached = new Hono()
      .use('/answer', answerCache({ version: async () => 1, maxBytes: 2 * 1024 }))
      .get('/answer', (c) => {
        runs += 1;
        return c.json({ q: c.req.query('q'), padding: 'x'.repeat(900) });
      });
    const ask = (q: string) => cached.request(`/answer?q=${q}`);

    await ask('a');
    await ask('b');
    await ask('a'); // a is now the most recent
    await ask('c'); // three of ~920 bytes do not fit in 2 KB: b goes
    expect(runs).toBe(3);
    await ask('a');
    await ask('c');
    expect(runs).toBe(3);
    await ask('b');
    expect(runs).toBe(4);
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

  it('keeps no refusal: a bad query is refused each time with its reason', async () => {
    const t = await app();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/partners?limit=abc');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/limit/i);
    }
  });
});
