import { afterEach, describe, expect, it } from 'vitest';
import { contactQueriesResponseSchema, contactStatsSchema } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { CONTACT_SUBMISSIONS_PER_HOUR } from './contact.routes.ts';

let t: TestApp;
afterEach(async () => t?.close());

// 10:00 on 15 November 2026 in India; the clock moves when a test says so.
let now = new Date('2026-11-15T04:30:00.000Z');

async function contactApp() {
  now = new Date('2026-11-15T04:30:00.000Z');
  t = await makeTestApp({ deps: { now: () => now } });
  const { headers } = await t.signIn.admin();
  return headers;
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject: 'Family plan',
  message: 'Can I add my parents to the family plan?',
  userType: 'member',
  ...overrides,
});

async function submit(body: unknown) {
  return t.request('POST', '/api/contact/submit', body);
}

async function queries(headers: Record<string, string>, query = '') {
  const res = await t.request('GET', `/api/contact/queries${query}`, undefined, headers);
  expect(res.status).toBe(200);
  return contactQueriesResponseSchema.parse(await res.json());
}

describe('sending a message from the contact form', () => {
  it('stores the message without signing in and answers 201 with its id', async () => {
    const headers = await contactApp();
    const res = await submit(message({ phone: '9876543210' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; id: string };
    expect(body).toEqual({ message: 'Message sent', id: expect.any(String) });

    const [stored] = await queries(headers);
    expect(stored).toMatchObject({
      _id: body.id,
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Family plan',
      phone: '9876543210',
      userType: 'member',
      status: 'pending',
      createdAt: now.toISOString(),
    });
  });

  it('accepts every user type of the form and defaults to member', async () => {
    const headers = await contactApp();
    for (const userType of ['doctor', 'pharmacy', 'diagnostic', 'general']) {
      expect((await submit(message({ userType }))).status).toBe(201);
    }
    const { userType: _omitted, ...withoutType } = message();
    expect((await submit(withoutType)).status).toBe(201);
    const types = (await queries(headers)).map((q) => q.userType).sort();
    expect(types).toEqual(['diagnostic', 'doctor', 'general', 'member', 'pharmacy']);
  });

  it('refuses missing, malformed or oversized fields with a message and stores nothing', async () => {
    const headers = await contactApp();
    const bad = [
      message({ name: '' }),
      message({ email: 'nope' }),
      message({ subject: '   ' }),
      message({ message: undefined }),
      message({ userType: 'hacker' }),
      message({ message: 'x'.repeat(5001) }),
      message({ phone: 12345 }),
      [],
      'just text',
    ];
    for (const body of bad) {
      const res = await submit(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toHaveProperty('message');
    }
    // Sentences a person can read, with no field name before them.
    const named = await submit(message({ email: 'nope' }));
    expect(await named.json()).toEqual({
      message: 'Please enter a valid email address.',
      code: 'validation',
    });
    const long = await submit(message({ message: 'x'.repeat(5001) }));
    expect(await long.json()).toEqual({
      message: 'Message must be at most 5000 characters.',
      code: 'validation',
    });
    expect(await queries(headers)).toEqual([]);
  });

  it('slows down a sender who floods the form (429 with a message)', async () => {
    await contactApp();
    for (let i = 0; i < CONTACT_SUBMISSIONS_PER_HOUR; i += 1)
      expect((await submit(message())).status).toBe(201);
    const refused = await submit(message());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message: 'Too many messages sent. Please try again later.',
    });
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await submit(message())).status).toBe(201);
  });

  it('stores no more than the limit when a sender floods the form in parallel', async () => {
    const headers = await contactApp();
    const sent = CONTACT_SUBMISSIONS_PER_HOUR + 5;
    const answers = await Promise.all(Array.from({ length: sent }, () => submit(message())));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_SUBMISSIONS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const stats = contactStatsSchema.parse(
      await (await t.request('GET', '/api/contact/stats', undefined, headers)).json(),
    );
    expect(stats.totalQueries).toBe(CONTACT_SUBMISSIONS_PER_HOUR);
  });

  it('does not count a message the form refused against the sender', async () => {
    await contactApp();
    for (let i = 0; i < CONTACT_SUBMISSIONS_PER_HOUR; i += 1)
      expect((await submit(message({ email: 'nope' }))).status).toBe(400);
    expect((await submit(message())).status).toBe(201);
  });
});

describe('the admin query desk', () => {
  it('lists queries newest first and honours the limit', async () => {
    const headers = await contactApp();
    for (let i = 1; i <= 3; i += 1) {
      await submit(message({ subject: `Question ${i}` }));
      now = new Date(now.getTime() + 60_000);
    }
    expect((await queries(headers)).map((q) => q.subject)).toEqual([
      'Question 3',
      'Question 2',
      'Question 1',
    ]);
    expect((await queries(headers, '?limit=2')).map((q) => q.subject)).toEqual([
      'Question 3',
      'Question 2',
    ]);
    expect(await queries(headers, '?status=resolved')).toEqual([]);
    const bad = await t.request('GET', '/api/contact/queries?limit=lots', undefined, headers);
    expect(bad.status).toBe(400);
  });

  it('moves a query between pending, in-progress and resolved, and counts what was resolved today', async () => {
    const headers = await contactApp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(((await (await submit(message())).json()) as { id: string }).id);

    const progress = await t.request(
      'PUT',
      `/api/contact/queries/${ids[0]}/status`,
      { status: 'in-progress' },
      headers,
    );
    expect(progress.status).toBe(200);
    expect(await progress.json()).toMatchObject({
      message: 'Status updated',
      query: { _id: ids[0], status: 'in-progress' },
    });
    await t.request(
      'PUT',
      `/api/contact/queries/${ids[1]}/status`,
      { status: 'resolved' },
      headers,
    );

    const stats = async () =>
      contactStatsSchema.parse(
        await (await t.request('GET', '/api/contact/stats', undefined, headers)).json(),
      );
    expect(await stats()).toEqual({ totalQueries: 3, pendingQueries: 1, resolvedToday: 1 });

    // After midnight in India the same resolution no longer counts as today's.
    now = new Date('2026-11-15T18:31:00.000Z');
    expect(await stats()).toEqual({ totalQueries: 3, pendingQueries: 1, resolvedToday: 0 });
  });

  it('answers 404 for an unknown query and 400 for a status that does not exist', async () => {
    const headers = await contactApp();
    const { id } = (await (await submit(message())).json()) as { id: string };
    const unknown = await t.request(
      'PUT',
      '/api/contact/queries/99999/status',
      { status: 'resolved' },
      headers,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Query not found' });
    for (const body of [{ status: 'done' }, {}, { status: null }]) {
      expect(
        (await t.request('PUT', `/api/contact/queries/${id}/status`, body, headers)).status,
      ).toBe(400);
    }
    expect(
      (await t.request('PUT', '/api/contact/queries/x1/status', { status: 'resolved' }, headers))
        .status,
    ).toBe(400);
  });
});
