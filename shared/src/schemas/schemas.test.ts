import { describe, expect, it } from 'vitest';
import { adminRegisterBodySchema, memberLoginBodySchema, sessionClaimsSchema } from './auth.ts';
import { pageQuerySchema } from './common.ts';
import { partnersQuerySchema, visitRecordBodySchema } from './partner.ts';

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
