// Every catalog of the app, found by its files (each area's i18n/en.ts, hi.ts, bn.ts, and the
// shared common/ ones): Hindi and Bengali hold every English key, nothing else, no empty value,
// and the same {{placeholders}}; a plural is written in both its forms. TypeScript already refuses
// a missing key (Translation<C>); this also catches an empty or half-done string and a placeholder
// renamed in one language.
import { describe, expect, it } from 'vitest';

type Strings = Readonly<Record<string, string>>;

const english = import.meta.glob<Strings>(['../**/i18n/en.ts', './common/en.ts'], {
  eager: true,
  import: 'en',
});
const translations = import.meta.glob<Strings>(['../**/i18n/{hi,bn}.ts', './common/{hi,bn}.ts'], {
  eager: true,
  import: 'default',
});

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

/** What is wrong with one language's strings, against English: one line per fault. */
export function catalogFaults(en: Strings, other: Strings): string[] {
  const faults: string[] = [];
  for (const [key, source] of Object.entries(en)) {
    const text = other[key];
    if (text === undefined) faults.push(`${key}: missing`);
    else if (text.trim() === '') faults.push(`${key}: empty`);
    else if (placeholders(text).join() !== placeholders(source).join())
      faults.push(
        `${key}: placeholders {{${placeholders(text)}}} instead of {{${placeholders(source)}}}`,
      );
  }
  for (const key of Object.keys(other))
    if (!Object.hasOwn(en, key)) faults.push(`${key}: not an English key`);
  return faults;
}

const folders = Object.keys(english).map((file) => file.replace(/\/en\.ts$/, ''));

describe('the catalogs', () => {
  it('are found for the public site, the shared words and the areas', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        './common',
        '../features/public/i18n',
        '../features/public/faq/i18n',
      ]),
    );
  });

  for (const folder of folders) {
    const en = english[`${folder}/en.ts`] ?? {};
    describe(folder, () => {
      it('has no empty English string and writes each plural in both forms', () => {
        const faults = Object.entries(en).flatMap(([key, text]) => [
          ...(text.trim() === '' ? [`${key}: empty`] : []),
          ...(/_one$/.test(key) && !Object.hasOwn(en, key.replace(/_one$/, '_other'))
            ? [`${key}: no _other form`]
            : []),
          ...(/_other$/.test(key) && !Object.hasOwn(en, key.replace(/_other$/, '_one'))
            ? [`${key}: no _one form`]
            : []),
        ]);
        expect(faults).toEqual([]);
      });

      for (const lang of ['hi', 'bn']) {
        it(`has every English key in ${lang}, none empty, with the same placeholders`, () => {
          const other = translations[`${folder}/${lang}.ts`];
          expect(other, `${folder}/${lang}.ts`).toBeDefined();
          expect(catalogFaults(en, other ?? {})).toEqual([]);
        });
      }
    });
  }
});

describe('catalogFaults', () => {
  it('reports a missing, an empty, an extra key and a renamed placeholder', () => {
    const en = { a: 'Hello {{name}}', b: 'Bye', c: 'Sure' };
    expect(catalogFaults(en, { a: 'नमस्ते {{naam}}', b: ' ', d: 'x' })).toEqual([
      'a: placeholders {{naam}} instead of {{name}}',
      'b: empty',
      'c: missing',
      'd: not an English key',
    ]);
  });
});
