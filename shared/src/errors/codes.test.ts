import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBodySchema, isErrorCode } from './codes.ts';

describe('error body', () => {
  it('accepts a message alone or with a known code', () => {
    expect(errorBodySchema.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
    expect(errorBodySchema.parse({ message: 'Card expired', code: 'expired' }).code).toBe(
      'expired',
    );
  });

  it('refuses an unknown code or a missing message', () => {
    expect(errorBodySchema.safeParse({ message: 'x', code: 'teapot' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ code: 'validation' }).success).toBe(false);
  });

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('rate_limited')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
  });
});
