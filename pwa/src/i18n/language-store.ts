// The language the app shows now, and the one the device remembers. On a public page the path
// names the language (/hi/about), and it wins; elsewhere the reader's choice, kept in
// localStorage, and on a first visit the browser's languages. A change waits for the language's
// words to load, so a screen never flashes keys or suspends on the switch.
import { loadLanguage } from './catalog.ts';
import {
  browserLanguage,
  isLanguage,
  LOCALES,
  localizedPath,
  publicPageOf,
  type Language,
} from './languages.ts';

/** Where the reader's choice is kept on the device. */
export const LANGUAGE_STORAGE_KEY = 'mcs.language';

let current: Language = 'en';
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return current;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a language at once: its catalogs must be loaded (loadLanguage) or it reads in English.
 * For the start of the page (main.tsx, the prerender); a reader's change goes through
 * changeLanguage.
 */
export function setLanguageNow(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[lang];
  if (lang === current) return;
  current = lang;
  for (const listener of listeners) listener();
}

let latest = 0;

/** Loads a language's words, then shows it; a later change wins over a slower earlier one. */
export async function changeLanguage(lang: Language): Promise<void> {
  const request = ++latest;
  await loadLanguage(lang);
  if (request === latest) setLanguageNow(lang);
}

/** The reader's own choice on this device, if they made one. */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    // Storage refused (a private window in an old browser): no remembered choice.
    return undefined;
  }
}

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // The choice still applies to this visit.
  }
}

/** The reader's choice, or on a first visit the first of the browser's languages we have. */
export function deviceLanguage(): Language {
  return (
    storedLanguage() ??
    browserLanguage(
      typeof navigator === 'undefined'
        ? []
        : navigator.languages?.length
          ? navigator.languages
          : [navigator.language],
    )
  );
}

/** The language a page opens in: the path's on a public page, else the device's. */
export function startingLanguage(pathname: string): Language {
  return publicPageOf(pathname)?.lang ?? deviceLanguage();
}

/**
 * Before the app first renders (main.tsx): shows the language the page opens in, its words
 * loaded, so a prerendered /hi/ page hydrates in the Hindi it was rendered in. Call it once the
 * page's own module is loaded: its catalog must be defined by then.
 */
export async function prepareLanguage(pathname: string): Promise<void> {
  const lang = startingLanguage(pathname);
  await loadLanguage(lang);
  setLanguageNow(lang);
}

/**
 * Where a first visit to the home page goes: a browser set to Hindi or Bengali, with no choice
 * stored on the device, opens that language's home page. Undefined otherwise (the English home
 * page, a choice already made, any other page: a link to /faq is followed as written).
 */
export function firstVisitPath(pathname: string): string | undefined {
  if (publicPageOf(pathname)?.page !== '/' || publicPageOf(pathname)?.lang !== 'en') return;
  if (storedLanguage()) return;
  const lang = deviceLanguage();
  return lang === 'en' ? undefined : localizedPath('/', lang);
}
