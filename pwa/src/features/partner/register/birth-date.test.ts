import { describe, expect, it } from 'vitest';
import { birthDateToIso, maskBirthDate } from './birth-date.ts';
import { emptyValues, NO_FILES, toFormData } from './registration-values.ts';

describe('date of birth as dd/mm/yyyy', () => {
  it('puts the slashes in as the digits are typed', () => {
    const shown: string[] = [];
    let text = '';
    for (const digit of '12041983') {
      text = maskBirthDate(text + digit);
      shown.push(text);
    }
    expect(shown).toEqual([
      '1',
      '12',
      '12/0',
      '12/04',
      '12/04/1',
      '12/04/19',
      '12/04/198',
      '12/04/1983',
    ]);
    expect(maskBirthDate('12/04/19831')).toBe('12/04/1983');
  });

  it('keeps a one-digit day or month the user ended with a slash, and drops anything else', () => {
    expect(maskBirthDate('1/5/1983')).toBe('1/5/1983');
    expect(maskBirthDate('12/')).toBe('12/');
    expect(maskBirthDate('12.04.1983')).toBe('12/04/1983');
    expect(maskBirthDate('ab')).toBe('');
    expect(maskBirthDate('//')).toBe('');
  });

  it('turns a pasted ISO date round', () => {
    expect(maskBirthDate('1983-04-12')).toBe('12/04/1983');
  });

  it('reads dd/mm/yyyy as YYYY-MM-DD, and leaves other text for the checks to answer', () => {
    expect(birthDateToIso('12/04/1983')).toBe('1983-04-12');
    expect(birthDateToIso('1/5/1983')).toBe('1983-05-01');
    expect(birthDateToIso('12/04')).toBe('12/04');
    expect(birthDateToIso(' ')).toBe('');
  });

  it('sends the date of birth to the server as YYYY-MM-DD', () => {
    const values = { ...emptyValues('doctor'), responsibleDOB: '12/04/1983' };
    expect(toFormData(values, NO_FILES).get('responsibleDOB')).toBe('1983-04-12');
  });
});
