// The check for untranslated text: every folder listed in translated-folders.ts shows words only
// through a catalog. ESLint's i18next/no-literal-string rule (jsx-only: text between tags, and
// the attributes a reader meets: aria-label, placeholder, title, alt) reports each word written
// straight into the markup; the test fails listing every one, file and line.
import { ESLint } from 'eslint';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_FOLDERS } from './translated-folders.ts';

const pwaSrc = join(import.meta.dirname, '..');

/** The rule as the check runs it; exported for the test that shows it catches text. */
export const NO_LITERAL_TEXT = {
  mode: 'jsx-only',
  'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt'] },
  // A call's words are its own business when the callee translates: t(), or tSite() and the
  // like when a screen reads a second catalog (the plugin's own list, plus those).
  callees: {
    exclude: [
      't',
      't[A-Z]\\w*',
      'i18n(ext)?',
      'require',
      'addEventListener',
      'removeEventListener',
      'postMessage',
      'getElementById',
      'dispatch',
      'commit',
      'includes',
      'indexOf',
      'endsWith',
      'startsWith',
      // app/routes.tsx: the routes of a layout, named 'public', 'none' or 'admin'.
      'routesOf',
    ],
  },
} as const;

function linter(): ESLint {
  return new ESLint({
    cwd: pwaSrc,
    // Only this rule: the project's own lint runs the others.
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        ignores: ['**/*.test.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { i18next },
        rules: { 'i18next/no-literal-string': ['error', NO_LITERAL_TEXT] },
      },
    ],
  });
}

async function literals(patterns: string[]): Promise<string[]> {
  const results = await linter().lintFiles(patterns);
  return results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${relative(pwaSrc, result.filePath)}:${message.line}:${message.column} ${message.message}`,
    ),
  );
}

describe('untranslated text', () => {
  it('finds none in the translated folders', async () => {
    const found = await literals(TRANSLATED_FOLDERS.map((folder) => `${folder}/**/*.tsx`));
    expect(found, `Words shown without a catalog:\n${found.join('\n')}`).toEqual([]);
  });

  it('catches text between tags and in the attributes a reader meets', async () => {
    const eslint = linter();
    const [result] = await eslint.lintText(
      [
        'export const Example = ({ count }: { count: number }) => (',
        '  <p title="Title" className="lead">',
        '    Hello there',
        '    <img alt="A photo" src="/x.png" />',
        '    <input aria-label="Search" placeholder="Type here" />',
        '    {count} 24/7',
        '  </p>',
        ');',
      ].join('\n'),
      { filePath: join(pwaSrc, 'features/public/example.tsx') },
    );
    const found = result?.messages.map((message) => message.message) ?? [];
    // The text between the tags, then the four attributes; className, src and the figures pass.
    expect(found).toHaveLength(5);
    for (const flagged of ['Hello there', 'title="Title"', 'alt="A photo"', 'aria-label="Search"'])
      expect(found.some((message) => message.includes(flagged))).toBe(true);
    expect(found.some((message) => message.includes('placeholder="Type here"'))).toBe(true);
  });
});
