// Weak passwords are refused wherever a password is set: one rule from
// @mcs/shared after the spec's own checks, with the spec's messages kept letter for letter.
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, quoteMembership } from '@mcs/shared';
import { sendRegistration } from '../../test/registration-form.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

const messageOf = async (res: Response) => ((await res.json()) as { message?: string }).message;

describe('a new password may not be spaces only or a common password', () => {
  it('refuses them at admin registration, keeping the spec message for a short one', async () => {
    t = await makeTestApp({ env: { adminInviteCode: 'LET-ME-IN' } });
    const register = (password: string) =>
      t.request('POST', '/api/auth/admin/register', {
        name: 'New Admin',
        email: 'new@example.in',
        phone: '9800011111',
        password,
        inviteCode: 'LET-ME-IN',
      });
    for (const [password, message] of [
      ['12345', 'Password must be at least 6 characters long'],
      ['      ', `${PASSWORD_MESSAGES.onlySpaces}`],
      ['123456', `${PASSWORD_MESSAGES.common}`],
      ['Qwerty123', `${PASSWORD_MESSAGES.common}`],
    ]) {
      const res = await register(password!);
      expect(res.status, password).toBe(400);
      expect(await messageOf(res)).toBe(message);
    }
    expect((await register('tq7-lamp-river')).status).toBe(201);
  });

  it('refuses them when an admin enrols a member with a chosen password', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.admin();
    const enrol = (password: string) =>
      t.request(
        'POST',
        '/api/admin/members',
        {
          name: 'Asha Rao',
          email: 'asha@example.in',
          phone: '9876543210',
          paymentReference: 'UPI-123456',
          amount: quoteMembership(1).totalWithTax,
          password,
        },
        headers,
      );
    const spaces = await enrol('      ');
    expect(spaces.status).toBe(400);
    expect(await messageOf(spaces)).toBe(`${PASSWORD_MESSAGES.onlySpaces}`);
    const common = await enrol('password');
    expect(common.status).toBe(400);
    expect(await messageOf(common)).toBe(`${PASSWORD_MESSAGES.common}`);
    expect((await enrol('tq7-lamp-river')).status).toBe(201);
  });

  it('refuses a common password at partner registration (rule 9, after the length check)', async () => {
    t = await makeTestApp();
    const res = await sendRegistration(t.app, { fields: { password: '123456789' } });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(PASSWORD_MESSAGES.common);
    const short = await sendRegistration(t.app, { fields: { password: '12345' } });
    expect(await messageOf(short)).toBe('Password must be at least 6 characters long.');
  });
});
