// Sign-in attempts are limited per address and per account at that address, and slowed per
// account, the same whether or not the account exists; the owner is never locked out by others.
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginLimits } from '../../lib/rate-limit.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('sign-in limits per account and per address', () => {
  it('stops sign-in attempts with 429 after too many failures on one account from one address', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 3, perIp: 100 }) },
    });
    await t.createMember({ email: 'target@example.in', password: 'right-pass' });
    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', '/api/auth/login', {
        email: 'target@example.in',
        password: `wrong-${i}`,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/auth/login', {
      email: 'target@example.in',
      password: 'right-pass',
    });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toMatch(/Too many sign-in attempts/);
  });

  it('lets no more than the limit of wrong passwords sent in parallel through to a 401', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 3, perIp: 100 }) },
    });
    await t.createMember({ email: 'target@example.in', password: 'right-pass' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request('POST', '/api/auth/login', {
          email: 'target@example.in',
          password: `wrong-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('limits partner and admin sign-in too, the same whether or not the account exists', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 2, perIp: 100 }) },
    });
    const partner = await t.createPartner();
    const admin = await t.createAdmin();
    const accounts = [
      ['/api/partners/login', partner.email],
      ['/api/partners/login', 'nobody-partner@example.in'],
      ['/api/auth/admin/login', admin.email],
      ['/api/auth/admin/login', 'nobody-admin@example.in'],
    ] as const;
    for (const [path, email] of accounts) {
      for (let i = 0; i < 2; i++)
        expect((await t.request('POST', path, { email, password: `wrong-${i}` })).status).toBe(401);
      const blocked = await t.request('POST', path, { email, password: 'any-password' });
      expect(blocked.status).toBe(429);
      expect((await json(blocked)).message).toBe(
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      );
    }
  });

  it('counts failures by email and by phone against the one account they name', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 3, perIp: 100 }) },
    });
    await t.createMember({ email: 'asha@example.in', phone: '9845012345', password: 'right-pass' });
    const byEmail = { email: 'asha@example.in' };
    const byPhone = { phone: '9845012345' };
    for (const [i, named] of [byEmail, byPhone, byEmail].entries()) {
      const res = await t.request('POST', '/api/auth/login', { ...named, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    // Switching to the phone number gives no fresh attempts, even with the right password.
    const blocked = await t.request('POST', '/api/auth/login', {
      ...byPhone,
      password: 'right-pass',
    });
    expect(blocked.status).toBe(429);
  });

  it('stops a flood from one address with 429', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 100, perIp: 2 }) },
    });
    await t.request('POST', '/api/auth/login', { email: 'a@example.in', password: 'x' });
    await t.request('POST', '/api/auth/login', { email: 'b@example.in', password: 'x' });
    const res = await t.request('POST', '/api/auth/login', {
      email: 'c@example.in',
      password: 'x',
    });
    expect(res.status).toBe(429);
  });
});

describe('sign-in limits per address (TRUST_PROXY)', () => {
  const attempt = (forwardedFor: string) =>
    t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'nobody@example.in', password: 'x' }),
    });
  const perIpTwo = () => ({
    loginLimits: createLoginLimits({ perAccountAtAddress: 100, perIp: 2 }),
  });

  it('behind a proxy, counts each client by the address the proxy appended', async () => {
    t = await makeTestApp({ env: { trustProxy: true }, deps: perIpTwo() });
    // The first entries are the client's own claim; only the proxy's last hop is believed.
    expect((await attempt('1.1.1.1, 203.0.113.7')).status).toBe(401);
    expect((await attempt('2.2.2.2, 203.0.113.7')).status).toBe(401);
    expect((await attempt('198.51.100.4')).status).toBe(401);
    expect((await attempt('3.3.3.3, 203.0.113.7')).status).toBe(429);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick its own address', async () => {
    t = await makeTestApp({ deps: perIpTwo() });
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('198.51.100.4')).status).toBe(401);
    expect((await attempt('192.0.2.1')).status).toBe(429);
  });
});

describe('an attacker slows only themselves', () => {
  const signInFrom = (address: string, email: string, password: string) =>
    t.app.request('/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });

  it('lets the owner sign in from another address after ten wrong passwords, after a delay', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    t = await makeTestApp({
      env: { trustProxy: true },
      deps: { loginLimits: createLoginLimits({ sleep }) },
    });
    const admin = await t.createAdmin({ email: 'admin@demo.mcs' });
    for (let i = 0; i < 10; i++)
      expect((await signInFrom('203.0.113.7', admin.email, `wrong-${i}`)).status).toBe(401);
    // The address that guessed is stopped, even with the right password...
    expect((await signInFrom('203.0.113.7', admin.email, admin.password)).status).toBe(429);
    // ...while the owner, elsewhere, still gets in: slowed, never refused.
    waits.length = 0;
    const owner = await signInFrom('198.51.100.4', admin.email, admin.password);
    expect(owner.status).toBe(200);
    expect((await json(owner)).token).toEqual(expect.any(String));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(4000);
  });

  it('slows guesses spread over many addresses, the delay growing with failures up to a cap', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    t = await makeTestApp({
      env: { trustProxy: true },
      deps: {
        loginLimits: createLoginLimits({
          sleep,
          freeFailures: 2,
          baseDelayMs: 500,
          maxDelayMs: 2000,
        }),
      },
    });
    const partner = await t.createPartner();
    for (let i = 0; i < 6; i++) {
      const res = await t.app.request('/api/partners/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify({ email: partner.email, password: `wrong-${i}` }),
      });
      expect(res.status).toBe(401);
    }
    expect(waits).toEqual([500, 1000, 2000, 2000]);
  });
});

describe("the owner's browser at a shared address", () => {
  /** A browser behind the clinic's router: it keeps the cookies the server sets for it. */
  function browser(address = '203.0.113.7') {
    const jar = new Map<string, string>();
    return {
      jar,
      async signIn(path: string, body: Record<string, string>) {
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const res = await t.app.request(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': address,
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify(body),
        });
        for (const set of res.headers.getSetCookie()) {
          const [pair = ''] = set.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return res.status;
      },
    };
  }

  const paths = {
    member: '/api/auth/login',
    partner: '/api/partners/login',
    admin: '/api/auth/admin/login',
  } as const;

  /** An account of each kind, by what its owner types to sign in. */
  async function accounts() {
    const signInOf = ({ email, password }: { email: string; password: string }) => ({
      email,
      password,
    });
    return {
      member: signInOf(await t.createMember({ email: 'owner@example.in', password: 'owner-pass' })),
      partner: signInOf(await t.createPartner({ email: 'desk@example.in', password: 'desk-pass' })),
      admin: signInOf(await t.createAdmin({ email: 'admin@example.in', password: 'admin-pass' })),
    };
  }

  it('signs in while an attacker at the same address is locked out of the account', async () => {
    t = await makeTestApp({
      env: { trustProxy: true },
      deps: { loginLimits: createLoginLimits({ sleep: async () => {} }) },
    });
    const all = await accounts();
    for (const kind of ['member', 'partner', 'admin'] as const) {
      const path = paths[kind];
      const { email, password } = all[kind];
      const owner = browser();
      const attacker = browser();
      expect(await owner.signIn(path, { email, password })).toBe(200);

      for (let i = 0; i < 10; i++)
        expect(await attacker.signIn(path, { email, password: `wrong-${i}` })).toBe(401);
      expect(await attacker.signIn(path, { email, password })).toBe(429);
      // A colleague at the same desk without the owner's cookie is held like the attacker...
      expect(await browser().signIn(path, { email, password })).toBe(429);

      // ...while the owner's browser gets in, and the attacker stays locked out.
      expect(await owner.signIn(path, { email, password })).toBe(200);
      expect(await attacker.signIn(path, { email, password: 'wrong-again' })).toBe(429);
    }
  });

  it('signs in while a flood from the same address has used up its attempts', async () => {
    t = await makeTestApp({
      env: { trustProxy: true },
      deps: { loginLimits: createLoginLimits({ perIp: 3, sleep: async () => {} }) },
    });
    const { member } = await accounts();
    const owner = browser();
    expect(await owner.signIn(paths.member, member)).toBe(200);
    const flood = browser();
    for (let i = 0; i < 2; i++)
      expect(await flood.signIn(paths.member, { email: `x${i}@example.in`, password: 'x' })).toBe(
        401,
      );
    expect(await flood.signIn(paths.member, { email: 'y@example.in', password: 'x' })).toBe(429);

    expect(await owner.signIn(paths.member, member)).toBe(200);
    expect(await browser().signIn(paths.member, member)).toBe(429);
  });

  it('gives an attacker nothing: the cookie counts for its own account only, and a changed one for none', async () => {
    t = await makeTestApp({
      env: { trustProxy: true },
      deps: {
        loginLimits: createLoginLimits({ perAccountAtAddress: 2, sleep: async () => {} }),
      },
    });
    const { member } = await accounts();
    const ownerId = (await t.db.selectFrom('members').select('id').executeTakeFirstOrThrow()).id;
    const victim = await t.createMember({ email: 'victim@example.in', password: 'victim-pass' });
    // The attacker's own account and browser: a cookie of its own, for its own account.
    const attacker = browser();
    expect(await attacker.signIn(paths.member, member)).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        await attacker.signIn(paths.member, { email: victim.email, password: `wrong-${i}` }),
      ).toBe(401);
    expect(await attacker.signIn(paths.member, { email: victim.email, password: 'guess' })).toBe(
      429,
    );

    // A cookie made to name the victim's account is not signed by the server: it is ignored.
    const [name, value = ''] = [...attacker.jar][0]!;
    const forged = decodeURIComponent(value).replace(`:${ownerId}:`, `:${victim.id}:`);
    attacker.jar.set(name, encodeURIComponent(forged));
    expect(await attacker.signIn(paths.member, { email: victim.email, password: 'guess' })).toBe(
      429,
    );
  });

  it("counts the owner's browser by itself: it is slowed by the account's failures and held by its own", async () => {
    const waits: number[] = [];
    t = await makeTestApp({
      env: { trustProxy: true },
      deps: {
        loginLimits: createLoginLimits({
          perAccountAtAddress: 3,
          freeFailures: 2,
          sleep: async (ms) => void waits.push(ms),
        }),
      },
    });
    const { member } = await accounts();
    const owner = browser();
    expect(await owner.signIn(paths.member, member)).toBe(200);
    const attacker = browser();
    for (let i = 0; i < 3; i++)
      expect(await attacker.signIn(paths.member, { ...member, password: `wrong-${i}` })).toBe(401);
    waits.length = 0;
    expect(await owner.signIn(paths.member, member)).toBe(200);
    // Four failures on the account (the attacker's three and this one until it succeeds).
    expect(waits).toEqual([500]);

    for (let i = 0; i < 3; i++)
      expect(await owner.signIn(paths.member, { ...member, password: `typo-${i}` })).toBe(401);
    expect(await owner.signIn(paths.member, member)).toBe(429);
  });

  it('keeps the cookie to the sign-in route, out of scripts and other sites', async () => {
    t = await makeTestApp();
    const { partner } = await accounts();
    const res = await t.request('POST', paths.partner, partner);
    expect(res.status).toBe(200);
    const [cookie = ''] = res.headers.getSetCookie();
    expect(cookie).toMatch(
      /^mcs_partner_device=[^;]+; Max-Age=15552000; Path=\/api\/partners\/login; HttpOnly; SameSite=Strict$/,
    );
    // A failed sign-in sets nothing.
    const failed = await t.request('POST', paths.partner, { ...partner, password: 'wrong' });
    expect(failed.headers.getSetCookie()).toEqual([]);
  });
});
