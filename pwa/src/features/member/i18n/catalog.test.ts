import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import hi from './hi.ts';
import bn from './bn.ts';
import { en as loginEn } from './login-en.ts';
import loginHi from './login-hi.ts';
import loginBn from './login-bn.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const catalogs = [
  { ns: 'member', en: en as Record<string, string>, hi, bn },
  { ns: 'member-login', en: loginEn as Record<string, string>, hi: loginHi, bn: loginBn },
];

describe.each(catalogs)('the $ns words', ({ en: english, hi: hindi, bn: bengali }) => {
  it.each([
    ['Hindi', hindi],
    ['Bengali', bengali],
  ] as const)('in %s: every key, none empty, the same placeholders as English', (_, strings) => {
    const translated = strings as Record<string, string>;
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      expect(translated[key]?.trim(), key).not.toBe('');
      expect(placeholders(translated[key] ?? ''), key).toEqual(placeholders(value));
    }
  });
});
