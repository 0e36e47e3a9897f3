// Two API instances on one database allow exactly what one allows: the sign-in, verify,
// registration and contact limits and the daily visit cap are counted in the database, each
// attempt taken or refused by one statement, so requests arriving at both instances at once cannot
// pass together. Each instance builds its own limits, as two processes would; on SQLite both open
// the same file, on PostgreSQL the same database.
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginLimits } from '../lib/rate-limit.ts';
import { createVerifyLimits } from '../lib/verify-limits.ts';
import { REGISTRATIONS_PER_HOUR } from '../features/partners/partners.routes.ts';
import { REGISTRATION_ATTEMPTS_PER_HOUR } from '../features/partners/registration-form.ts';
import { CONTACT_SUBMISSIONS_PER_HOUR } from '../features/contact/contact.routes.ts';
import { makeTestApp } from './test-app.ts';
import type { TestApp, TestAppOptions } from './test-app.ts';
import { sendRegistration } from './registration-form.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  // The second instance first: the first one owns the database (and on PostgreSQL releases it).
  for (const app of apps.reverse()) await app.close();
  apps.length = 0;
});

/** Two instances on one database, each with its own limits made by `deps()`. */
async function twoInstances(
  options: { env?: TestAppOptions['env']; deps?: () => TestAppOptions['deps'] } = {},
): Promise<[TestApp, TestApp]> {
  const first = await makeTestApp({ env: options.env, deps: options.deps?.() });
  apps.push(first);
  const second = await makeTestApp({
    env: { ...options.env, database: first.env.database, jwtSecret: first.env.jwtSecret },
    deps: options.deps?.(),
  });
  apps.push(second);
  return [first, second];
}

const statuses = (answers: Response[]) => {
  const count: Record<number, number> = {};
  for (const { status } of answers) count[status] = (count[status] ?? 0) + 1;
  return count;
};

describe('two instances on one database', () => {
  it('let through no more wrong passwords for an account than one instance does', async () => {
    const limits = () => ({
      loginLimits: createLoginLimits({ perAccountAtAddress: 3, perIp: 100, sleep: async () => {} }),
    });
    const [a, b] = await twoInstances({ deps: limits });
    await a.createMember({ email: 'target@example.in', password: 'right-pass' });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).request('POST', '/api/auth/login', {
          email: 'target@example.in',
          password: `wrong-${i}`,
        }),
      ),
    );

    expect(statuses(answers)).toEqual({ 401: 3, 429: 7 });
  });

  it('share the per-address count of sign-in attempts', async () => {
    const limits = () => ({
      loginLimits: createLoginLimits({ perAccountAtAddress: 100, perIp: 4, sleep: async () => {} }),
    });
    const [a, b] = await twoInstances({ deps: limits });

    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        (i % 2 ? a : b).request('POST', '/api/auth/login', {
          email: `nobody-${i}@example.in`,
          password: 'wrong',
        }),
      ),
    );

    expect(statuses(answers)).toEqual({ 401: 4, 429: 5 });
  });

  it("count a partner's membership checks once across both", async () => {
    const limits = () => ({ verifyLimits: createVerifyLimits({ perMinute: 3, perDay: 100 }) });
    const [a, b] = await twoInstances({ deps: limits });
    const member = await a.createMember();
    const { headers } = await a.signIn.partner();

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).request(
          'POST',
          '/api/partners/verify',
          { membershipId: member.membership_id },
          headers,
        ),
      ),
    );

    expect(statuses(answers)).toEqual({ 200: 3, 429: 7 });
  });

  it("record no more of a desk's visits in a day than the cap, however they arrive", async () => {
    const [a, b] = await twoInstances({ env: { maxVisitsPerPartnerPerDay: 5 } });
    const member = await a.createMember({ createdAt: '2020-01-01T00:00:00.000Z' });
    const { headers } = await a.signIn.partner();

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).recordVisit(headers, { membershipId: member.membership_id }),
      ),
    );

    expect(statuses(answers)).toEqual({ 201: 5, 429: 7 });
    const stored = await a.db
      .selectFrom('visits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
  });

  it('share the registration limits of one address', async () => {
    const [a, b] = await twoInstances();
    // Refused forms count as attempts...
    for (let i = 0; i < REGISTRATION_ATTEMPTS_PER_HOUR - REGISTRATIONS_PER_HOUR - 1; i++)
      expect(
        (await sendRegistration((i % 2 ? a : b).app, { fields: { responsibleName: '' } })).status,
      ).toBe(400);
    // ...and stored applications have their own, smaller limit.
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) {
      const res = await sendRegistration((i % 2 ? a : b).app, {
        fields: { email: `clinic-${i}@example.in` },
      });
      expect(res.status).toBe(201);
    }
    const stored = await sendRegistration(a.app, { fields: { email: 'one-more@example.in' } });
    expect(stored.status).toBe(429);
    // Every attempt so far, the one refused for too many applications included, is counted.
    const attempt = await sendRegistration(b.app, { fields: { responsibleName: '' } });
    expect(attempt.status).toBe(429);
  });

  it('share the contact limit of one address', async () => {
    const [a, b] = await twoInstances();
    const send = (app: TestApp) =>
      app.request('POST', '/api/contact/submit', {
        name: 'Asha Rao',
        email: 'asha@example.in',
        subject: 'My card',
        message: 'When does my card arrive?',
      });

    const answers = await Promise.all(
      Array.from({ length: CONTACT_SUBMISSIONS_PER_HOUR + 6 }, (_, i) => send(i % 2 ? a : b)),
    );

    expect(statuses(answers)).toEqual({ 201: CONTACT_SUBMISSIONS_PER_HOUR, 429: 6 });
  });
});
