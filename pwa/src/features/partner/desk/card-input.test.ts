import { describe, expect, it } from 'vitest';
import { readDeskInput, savedOn } from './card-input.ts';

describe('the desk input', () => {
  it('reads blank text as nothing to verify', () => {
    expect(readDeskInput('   ')).toEqual({ kind: 'empty' });
  });

  it('reads a typed membership ID as an ID, trimmed', () => {
    expect(readDeskInput('  mcs-2026-4f9a2c \n')).toEqual({ kind: 'id', id: 'mcs-2026-4f9a2c' });
  });

  it('reads a whole card typed by a wedge scanner (with its trailing newline) as a card', () => {
    expect(readDeskInput('eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln\n')).toEqual({
      kind: 'card',
      jws: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    });
  });

  it('reads a compact card as a card, keeping the spaces inside its Base45', () => {
    expect(readDeskInput('MCS1:6BF OA8 0VE5:\r\n')).toEqual({
      kind: 'card',
      jws: 'MCS1:6BF OA8 0VE5:',
    });
  });

  it('reads a membership ID typed with spaces as an ID, not a card', () => {
    expect(readDeskInput('MCS 2026 4F9A2C')).toEqual({ kind: 'id', id: 'MCS 2026 4F9A2C' });
  });
});

describe('visit amounts at the desk', () => {
  it('computes the saving to the paisa', () => {
    expect(savedOn(1234, 10)).toBe(123.4);
    expect(savedOn(999, 12.5)).toBe(124.88);
  });
});
