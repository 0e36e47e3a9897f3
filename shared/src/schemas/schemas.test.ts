import { describe, expect, it } from 'vitest';
import { enrolMemberBodySchema } from './admin.ts';
import {
  SIGN_IN_WITH_ONE,
  adminRegisterBodySchema,
  memberLoginBodySchema,
  sessionClaimsSchema,
} from './auth.ts';
import { normalisePhone, pageQuerySchema } from './common.ts';
import { partnersQuerySchema, unknownSearchParameter, visitRecordBodySchema } from './partner.ts';
import { PASSWORD_MESSAGES } from '../passwords/password-rule.ts';

describe('request schemas', () => {
  it('lets a member sign in with email or phone, but not with neither', () => {
    expect(memberLoginBodySchema.safeParse({ email: 'a@b.in', password: 'x' }).success).toBe(true);
    expect(memberLoginBodySchema.safeParse({ phone: '9845012345', password: 'x' }).success).toBe(
      true,
    );
    const neither = memberLoginBodySchema.safeParse({ password: 'x' });
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.message).toBe('Please enter your email or phone number.');
  });

  it('refuses a sign-in that sends both email and phone, and names the problem of the one sent', () => {
    const both = memberLoginBodySchema.safeParse({
      email: 'a@b.in',
      phone: '9845012345',
      password: 'x',
    });
    expect(both.error?.issues.map((issue) => issue.message)).toEqual([SIGN_IN_WITH_ONE]);
    const noPassword = memberLoginBodySchema.safeParse({ email: 'a@b.in', password: '' });
    expect(noPassword.error?.issues[0]?.message).toBe('Please enter your password.');
    const badPhone = memberLoginBodySchema.safeParse({ phone: 'call me', password: 'x' });
    expect(badPhone.error?.issues[0]?.message).toBe('Please enter a valid phone number.');
  });

  it('reads one phone number typed many ways as the same number', () => {
    for (const typed of [
      '9988766554',
      '99887 66554',
      '99887-66554',
      '+91 99887-66554',
      '+919988766554',
      '0091 99887 66554',
      '099887\t66554',
    ]) {
      expect(normalisePhone(typed), typed).toBe('9988766554');
    }
    // Other countries keep their code; a stored number reads as itself.
    expect(normalisePhone('+1 415-555-0100')).toBe('+14155550100');
    expect(normalisePhone('+14155550100')).toBe('+14155550100');
  });

  it('checks the length of a phone number after the spaces are gone, the same at enrolment and sign-in', () => {
    const enrol = (phone: string) =>
      enrolMemberBodySchema.safeParse({
        name: 'Asha',
        email: 'asha@example.in',
        phone,
        paymentReference: 'UPI-1',
      });
    const signIn = (phone: string) => memberLoginBodySchema.safeParse({ phone, password: 'x' });
    // A ten-digit number, though longer than 20 characters as typed.
    const spaced = '+91  -  99887  -  66554';
    expect(enrol(spaced).data?.phone).toBe('9988766554');
    expect(signIn(spaced).data).toMatchObject({ phone: '9988766554' });
    // Twenty digits and a plus is the longest number either accepts; one more digit neither.
    const longest = `+${'1'.repeat(20)}`;
    expect(enrol(longest).success).toBe(true);
    expect(signIn(longest).success).toBe(true);
    expect(enrol(`${longest}1`).success).toBe(false);
    expect(signIn(`${longest}1`).success).toBe(false);
    expect(signIn('call me').error?.issues[0]?.message).toBe('Please enter a valid phone number.');
  });

  it('reads directory filters the way the screen sends them: blank and "all" mean any', () => {
    expect(partnersQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(
      partnersQuerySchema.parse({
        q: '  heart ',
        type: 'all',
        state: ' ',
        specialization: 'all',
        page: '2',
        limit: '5',
      }),
    ).toEqual({ q: 'heart', page: 2, limit: 5 });
    expect(partnersQuerySchema.parse({ type: 'dentist', district: 'Pune' })).toMatchObject({
      type: 'dentist',
      district: 'Pune',
    });
    expect(partnersQuerySchema.safeParse({ type: 'vet' }).success).toBe(false);
    expect(partnersQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('refuses a directory search parameter it does not take, naming it', () => {
    const junk = partnersQuerySchema.safeParse({ q: 'heart', ['x'.repeat(12_000)]: '1' });
    expect(junk.error?.issues[0]?.message).toBe(unknownSearchParameter('x'.repeat(40)));
    expect(unknownSearchParameter('utm_source')).toBe(
      'Unknown search parameter "utm_source": the directory search takes only q, type, state, district, specialization, page, limit.',
    );
  });

  it('pages 10 at a time by default', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it("keeps the spec's admin password minimum and message", () => {
    const short = adminRegisterBodySchema.safeParse({
      name: 'A',
      email: 'a@b.in',
      phone: '1',
      password: '12345',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
  });

  it('refuses a new password of spaces only, or a common one, for admins and enrolled members', () => {
    const admin = { name: 'A', email: 'a@b.in', phone: '1' };
    const enrol = {
      name: 'Asha',
      email: 'a@b.in',
      phone: '9845012345',
      paymentReference: 'UPI-1',
    };
    const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(firstMessage(adminRegisterBodySchema.safeParse({ ...admin, password: '      ' }))).toBe(
      PASSWORD_MESSAGES.onlySpaces,
    );
    expect(firstMessage(adminRegisterBodySchema.safeParse({ ...admin, password: '123456' }))).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect(firstMessage(enrolMemberBodySchema.safeParse({ ...enrol, password: 'Password' }))).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect(enrolMemberBodySchema.safeParse({ ...enrol, password: 'tq7-lamp' }).success).toBe(true);
    expect(enrolMemberBodySchema.safeParse(enrol).success).toBe(true);
  });

  it('ignores a partnerId sent with a visit (the partner comes from the token)', () => {
    const parsed = visitRecordBodySchema.parse({
      membershipId: 'MCS-2026-4F9A2C',
      partnerId: '7',
      service: 'Membership Verification',
      discountApplied: 10,
      savedAmount: 0,
    });
    expect(parsed).not.toHaveProperty('partnerId');
  });

  it('tells the three kinds of session apart by role', () => {
    expect(
      sessionClaimsSchema.parse({ role: 'admin', id: '1', email: 'a@b.in', isAdmin: true }).role,
    ).toBe('admin');
    expect(
      sessionClaimsSchema.safeParse({ role: 'partner', id: '1', email: 'a@b.in', type: 'vet' })
        .success,
    ).toBe(false);
  });
});
