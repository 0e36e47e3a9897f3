// An enrolment can e-mail the holder a link to set their own password instead of a one-time
// password the admin passes on; the link (read back from a loopback SMTP server) signs them in
// with the password they chose, once. Without the option the one-time password stays.
import { afterEach, describe, expect, it } from 'vitest';
import { enrolMemberResponseSchema } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import type { TestSmtpServer } from '../../test/smtp-server.ts';
import { deliverQueuedMail } from '../../test/mail-outbox.ts';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const family = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '9876501234',
  familyDetails: [],
  paymentReference: 'UPI-777',
};

describe('enrolment by set-password link', () => {
  it('e-mails the holder a link; the chosen password signs in, and the link works once', async () => {
    smtp = await startSmtpServer();
    t = await makeTestApp({ env: { publicUrl: 'https://mcs.example' } });
    const { headers } = await t.signIn.admin();
    const res = await t.request(
      'POST',
      '/api/admin/members',
      { ...family, sendSetPasswordLink: true },
      headers,
    );
    expect(res.status).toBe(201);
    const body = enrolMemberResponseSchema.parse(await res.json());
    expect(body.password).toBeUndefined();
    expect(body.setPasswordLinkSentTo).toBe('meera@example.in');

    expect(await deliverQueuedMail(t, smtp)).toBe(1);
    const mail = smtp.received[0];
    expect(mail?.to).toMatchObject({ text: 'meera@example.in' });
    expect(mail?.subject).toBe('Welcome to MediCostSaver: set your password');
    expect(mail?.text).toContain(body.member.membershipId);
    const token = /reset-password#token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

    const chosen = 'Godavari morning 31';
    const set = await t.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: chosen,
    });
    expect(await set.json()).toMatchObject({ account: 'member' });
    const signIn = await t.request('POST', '/api/auth/login', {
      email: 'meera@example.in',
      password: chosen,
    });
    expect(signIn.status).toBe(200);
    // A password only she knows: the app does not ask her to change it again.
    expect(await signIn.json()).toMatchObject({ mustChangePassword: false });
    const again = await t.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Another chosen 99',
    });
    expect(again.status).toBe(400);
  });

  it('still shows a one-time password, and sends nothing, for a family without e-mail', async () => {
    smtp = await startSmtpServer();
    t = await makeTestApp();
    const { headers } = await t.signIn.admin();
    const res = await t.request('POST', '/api/admin/members', family, headers);
    const body = enrolMemberResponseSchema.parse(await res.json());
    expect(body.password).toMatch(/^[a-zA-Z2-9]{12}$/);
    expect(body.setPasswordLinkSentTo).toBeUndefined();
    expect(await deliverQueuedMail(t, smtp)).toBe(0);
  });
});
