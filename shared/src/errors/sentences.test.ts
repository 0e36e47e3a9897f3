import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, sentenceError } from './sentences.ts';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: sentenceError }).error?.issues[0]?.message;

describe('validation sentences (zod error customisation)', () => {
  it('names the field in words, with no path prefix', () => {
    expect(fieldLabel(['discountApplied'])).toBe('Discount applied');
    expect(fieldLabel(['familyDetails', 0, 'age'])).toBe('Age');
    expect(fieldLabel([])).toBe('The request');
  });

  it('words what zod would word in its own English', () => {
    const schema = z.object({ message: z.string().max(5000), email: z.email() });
    expect(messageOf(schema, { message: 'x'.repeat(5001), email: 'a@b.in' })).toBe(
      'Message must be at most 5000 characters.',
    );
    expect(messageOf(schema, { message: 'hi' })).toBe('Email is required.');
  });

  it("keeps a schema's own message letter for letter", () => {
    const schema = z.object({ email: z.email('Please enter a valid email address.') });
    expect(messageOf(schema, { email: 'nope' })).toBe('Please enter a valid email address.');
  });
});
