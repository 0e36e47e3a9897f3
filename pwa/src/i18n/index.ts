// The app's languages: what screens use to show words, numbers and dates in the reader's
// language, and what the app shell, the router and the prerender use to start a page in one.
export { LANGUAGES, LOCALES, localizedPath, publicPageOf, type Language } from './languages.ts';
export {
  defineCatalog,
  loadLanguage,
  type Catalog,
  type TextKey,
  type Translation,
} from './catalog.ts';
export { translate, useLanguage, usePathLanguage, useT } from './use-t.ts';
export { formatsFor, useFormat, type Formats } from './format.ts';
export { LanguageSwitch } from './language-switch.tsx';
export { marks, withParts } from './rich-text.tsx';
export {
  changeLanguage,
  firstVisitPath,
  prepareLanguage,
  setLanguageNow,
  startingLanguage,
} from './language-store.ts';
export { commonText } from './common/catalog.ts';
