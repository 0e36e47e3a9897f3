import { describe, expect, it } from 'vitest';
import { englishText, interpolate } from './english.ts';
import { createRuntime } from './i18next-runtime.ts';

const strings = {
  welcome: 'Welcome back, {{name}}',
  spaced: 'Valid until {{ date }}',
  twice: '{{name}} and {{name}} again',
  missing: 'Hello {{name}}, your code is {{code}}',
  visits_one: '{{count}} visit by {{name}}',
  visits_other: '{{count}} visits by {{name}}',
  plain: 'No placeholders & <no> escaping',
};

describe('the English path and i18next', () => {
  // The same English strings read both ways: through i18next, as Hindi and Bengali are, and
  // without it, as English pages are. The two must agree on every convention a catalog uses.
  const i18next = createRuntime();
  i18next.add('en', 'agree', strings);
  const cases: [string, Record<string, string | number> | undefined][] = [
    ['welcome', { name: 'Asha <Devi> & "family"' }],
    ['spaced', { date: '22/11/2026' }],
    ['twice', { name: 'Ravi' }],
    ['missing', { name: 'Ravi' }],
    ['visits', { count: 0, name: 'Ravi' }],
    ['visits', { count: 1, name: 'Ravi' }],
    ['visits', { count: 2, name: 'Ravi' }],
    ['visits', { count: 1.5, name: 'Ravi' }],
    ['unknown.key', { count: 4 }],
    ['plain', undefined],
    ['plain', { count: 3 }],
  ];
  for (const [key, vars] of cases) {
    it(`reads ${key} with ${JSON.stringify(vars)} the same`, () => {
      expect(englishText(strings, key, vars)).toBe(i18next.t('en', 'agree', key, vars));
    });
  }

  it('fills placeholders and chooses the plural form by count', () => {
    expect(englishText(strings, 'visits', { count: 1, name: 'Ravi' })).toBe('1 visit by Ravi');
    expect(englishText(strings, 'visits', { count: 3, name: 'Ravi' })).toBe('3 visits by Ravi');
    expect(englishText(strings, 'welcome', { name: '<b>' })).toBe('Welcome back, <b>');
  });

  it('leaves a placeholder with no value as written', () => {
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
  });
});
