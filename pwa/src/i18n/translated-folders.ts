// The folders whose screens show only translated text (pwa/src-relative). The check for
// untranslated text (untranslated-text.test.ts) runs ESLint's i18next/no-literal-string rule over
// each: a word written straight into JSX, or into an aria-label, placeholder, title or alt, fails
// it. Each area adds its own folders when its screens read their words from a catalog.
export const TRANSLATED_FOLDERS: readonly string[] = [
  'features/public',
  'ui',
  'i18n',
  // The partner's area: sign-in, desk, dashboard and registration.
  'features/partner',
  // The member app: sign-in, dashboard, card and counter view, visits, renewal, passwords.
  'features/member',
  // The app shell: the route table's loading fallback.
  'app',
];
