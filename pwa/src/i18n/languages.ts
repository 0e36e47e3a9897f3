// The languages of the app and how a path names one. English is the source language: its pages
// live at their plain paths (/about); Hindi and Bengali copies of the public pages live under
// their code (/hi/about, /hi for the home page).
import { PRERENDERED_PATHS, type PublicPath } from '@mcs/shared/routes';

export type Language = 'en' | 'hi' | 'bn';

/** Every language, English (the source) first. */
export const LANGUAGES: readonly Language[] = ['en', 'hi', 'bn'];

/** The locale each language formats numbers and dates in, and its hreflang. */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  hi: 'hi-IN',
  bn: 'bn-IN',
};

/** Each language's name in its own script, as a reader looks for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  bn: 'বাংলা',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language the browser prefers among ours: the first of navigator.languages whose main
 * subtag is one of them ("hi-IN" -> hi), or English.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const main = tag.toLowerCase().split('-')[0];
    if (isLanguage(main)) return main;
  }
  return 'en';
}

const isPublicPath = (path: string): path is PublicPath =>
  (PRERENDERED_PATHS as readonly string[]).includes(path);

export interface LocalizedPage {
  lang: Language;
  /** The page's English path ("/hi/about" -> "/about", "/hi" -> "/"). */
  page: PublicPath;
}

/**
 * The public page a path shows and the language its path names: "/hi/about" -> hi, /about;
 * "/about/" -> en, /about. Undefined for every other path (a member's screen, an unknown page).
 */
export function publicPageOf(pathname: string): LocalizedPage | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const [, first, ...rest] = clean.split('/');
  if (first !== 'en' && isLanguage(first)) {
    const page = `/${rest.join('/')}`;
    return isPublicPath(page) ? { lang: first, page } : undefined;
  }
  return isPublicPath(clean) ? { lang: 'en', page: clean } : undefined;
}

/** A public page's path in a language: ("/about", hi) -> "/hi/about", ("/", hi) -> "/hi". */
export function localizedPath(page: string, lang: Language): string {
  if (lang === 'en') return page;
  return page === '/' ? `/${lang}` : `/${lang}${page}`;
}
