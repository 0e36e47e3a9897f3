// "Forgot password?" for members and partners: the same answer whether or not the e-mail has an
// account; the e-mailed link (read back from a real SMTP server on loopback) sets a new password
// once, within 30 minutes, and ends every session of the account.
import { afterEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import type { TestSmtpServer } from '../../test/smtp-server.ts';
import { deliverQueuedMail } from '../../test/mail-outbox.ts';
import { LINK_NOT_USABLE, PASSWORD_SET, TOO_MANY_REQUESTS } from './password-links.service.ts';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const NEW_PASSWORD = 'Narmada banks 2026';
const clock = { now: new Date('2026-11-26T10:00:00.000Z') };

async function setUp() {
  smtp = await startSmtpServer();
  t = await makeTestApp({
    env: { publicUrl: 'https://mcs.example' },
    deps: { now: () => clock.now },
  });
  return { app: t, server: smtp };
}

/** Sends what is queued through the loopback SMTP server; the link in each message, in order. */
async function deliveredLinks(app: TestApp, server: TestSmtpServer): Promise<string[]> {
  await deliverQueuedMail(app, server);
  return server.received.map(
    (mail) =>
      /https:\/\/mcs\.example\/reset-password#token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '',
  );
}

const tokenOf = (link: string) => link.split('#token=')[1] ?? '';

describe('forgot password', () => {
  it('answers the same for an unknown e-mail, and e-mails only the account holder', async () => {
    const { app, server } = await setUp();
    const member = await app.createMember({ email: 'asha@example.in' });
    const known = await app.request('POST', '/api/auth/forgot-password', {
      email: ' Asha@Example.in ',
    });
    const unknown = await app.request('POST', '/api/auth/forgot-password', {
      email: 'nobody@example.in',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const links = await deliveredLinks(app, server);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.to).toMatchObject({ text: member.email });
    expect(server.received[0]?.subject).toBe('Set a new password for MediCostSaver');
    expect(links[0]).toMatch(/^https:\/\/mcs\.example\/reset-password#token=/);
  });

  it("sets the member's password once, ends every session, and the old password stops", async () => {
    const { app, server } = await setUp();
    const { member, headers } = await app.signIn.member({ email: 'asha@example.in' });
    await app.request('POST', '/api/auth/forgot-password', { email: 'asha@example.in' });
    const [link] = await deliveredLinks(app, server);
    const token = tokenOf(link ?? '');

    const reset = await app.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ account: 'member', message: PASSWORD_SET });

    // The session from before is over; the new password signs in, the old one does not.
    expect((await app.request('GET', '/api/auth/me', undefined, headers)).status).toBe(401);
    const signIn = (password: string) =>
      app.request('POST', '/api/auth/login', { email: member.email, password });
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(member.password)).status).toBe(401);

    const again = await app.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Another good one 77',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: LINK_NOT_USABLE, code: 'link_not_usable' });
  });

  it('refuses a link 30 minutes after it was sent', async () => {
    const { app, server } = await setUp();
    const start = clock.now;
    const member = await app.createMember({ email: 'ravi@example.in' });
    await app.request('POST', '/api/auth/forgot-password', { email: member.email });
    const [link] = await deliveredLinks(app, server);
    try {
      clock.now = new Date(start.getTime() + 30 * 60_000);
      const late = await app.request('POST', '/api/auth/reset-password', {
        token: tokenOf(link ?? ''),
        newPassword: NEW_PASSWORD,
      });
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ message: LINK_NOT_USABLE });
      // Just inside the 30 minutes it would have worked.
      clock.now = new Date(start.getTime() + 30 * 60_000 - 1);
      const inTime = await app.request('POST', '/api/auth/reset-password', {
        token: tokenOf(link ?? ''),
        newPassword: NEW_PASSWORD,
      });
      expect(inTime.status).toBe(200);
    } finally {
      clock.now = start;
    }
  });

  it("sets a partner's password from its link, for the partner sign-in", async () => {
    const { app, server } = await setUp();
    const { partner, headers } = await app.signIn.partner({ email: 'clinic@example.in' });
    await app.request('POST', '/api/auth/forgot-password', { email: 'clinic@example.in' });
    const [link] = await deliveredLinks(app, server);
    const reset = await app.request('POST', '/api/auth/reset-password', {
      token: tokenOf(link ?? ''),
      newPassword: NEW_PASSWORD,
    });
    expect(await reset.json()).toEqual({ account: 'partner', message: PASSWORD_SET });
    expect((await app.request('GET', '/api/partners/my-discount', undefined, headers)).status).toBe(
      401,
    );
    const signIn = await app.request('POST', '/api/partners/login', {
      email: partner.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a made-up token and a weak password', async () => {
    const { app } = await setUp();
    const made = await app.request('POST', '/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(made.status).toBe(400);
    expect(await made.json()).toMatchObject({ message: LINK_NOT_USABLE });
    const weak = await app.request('POST', '/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
  });
});

describe('limits on asking and using links', () => {
  /** A 429 of the hourly limit of 20: the message, and when to come back under which limit. */
  async function expectHourlyRefusal(res: Response) {
    expect({
      status: res.status,
      body: (await res.json()) as unknown,
      limit: res.headers.get('ratelimit-limit'),
      remaining: res.headers.get('ratelimit-remaining'),
    }).toEqual({
      status: 429,
      body: { code: 'rate_limited', message: TOO_MANY_REQUESTS },
      limit: '20',
      remaining: '0',
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }

  it('e-mails one address three links an hour, answering the fourth ask the same', async () => {
    const { app, server } = await setUp();
    await app.createMember({ email: 'asha@example.in' });
    for (let ask = 1; ask <= 4; ask++) {
      const res = await app.request('POST', '/api/auth/forgot-password', {
        email: 'asha@example.in',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await deliveredLinks(app, server)).toHaveLength(3);
  });

  it('refuses the 21st ask from one address in an hour with 429 and when to come back', async () => {
    const { app } = await setUp();
    for (let ask = 1; ask <= 20; ask++) {
      const res = await app.request('POST', '/api/auth/forgot-password', {
        email: `someone${ask}@example.in`,
      });
      expect(res.status).toBe(200);
    }
    await expectHourlyRefusal(
      await app.request('POST', '/api/auth/forgot-password', { email: 'one-more@example.in' }),
    );
  });

  it('refuses the 21st try of a token from one address in an hour with 429', async () => {
    const { app } = await setUp();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const res = await app.request('POST', '/api/auth/reset-password', {
        token: 'x'.repeat(43),
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
    }
    await expectHourlyRefusal(
      await app.request('POST', '/api/auth/reset-password', {
        token: 'x'.repeat(43),
        newPassword: NEW_PASSWORD,
      }),
    );
  });
});
