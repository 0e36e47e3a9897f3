// Reading a catalog in the current language, in a component (useT) or anywhere else (translate).
import { use, useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { catalogLoad, textOf, type Catalog, type TextKey } from './catalog.ts';
import type { Vars } from './english.ts';
import {
  changeLanguage,
  currentLanguage,
  rememberLanguage,
  subscribeLanguage,
} from './language-store.ts';
import { publicPageOf, type Language } from './languages.ts';

/** Whether a catalog's load has settled, as React marks a promise it has read. */
const ready = (load: PromiseLike<unknown>) =>
  (load as PromiseLike<unknown> & { status?: string }).status === 'fulfilled';

/** The current language; the component renders again when it changes. */
export function useCurrentLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/**
 * t(key, vars?) in the current language. Suspends while a Hindi or Bengali catalog loads (a
 * screen loaded after the language was chosen); English never suspends.
 */
export function useT<C extends Record<string, string>>(
  catalog: Catalog<C>,
): { t: (key: TextKey<C>, vars?: Vars) => string; lang: Language } {
  const lang = useCurrentLanguage();
  // `use` only while the words are still on their way. Reading an already settled promise through
  // `use` is harmless on its own, but a layout that does it on every render (the public bar) kept
  // a lazy screen below it on its loading fallback for good: React never retried the screen once
  // its chunk arrived (forgot-password, reset-password, admin registration). `use` may be called
  // conditionally, unlike the other hooks.
  if (lang !== 'en') {
    const load = catalogLoad(catalog as unknown as Catalog, lang);
    if (!ready(load)) use(load);
  }
  const t = useCallback(
    (key: TextKey<C>, vars?: Vars) => textOf(catalog as unknown as Catalog, lang, key, vars),
    [catalog, lang],
  );
  return { t, lang };
}

/**
 * The same lookup outside React (a module building a message), in the current language; English
 * when that language's catalog has not loaded yet.
 */
export function translate<C extends Record<string, string>>(
  catalog: Catalog<C>,
  key: TextKey<C>,
  vars?: Vars,
): string {
  return textOf(catalog as unknown as Catalog, currentLanguage(), key, vars);
}

/** The current language and a way to choose another, remembered on this device. */
export function useLanguage(): [Language, (lang: Language) => void] {
  const lang = useCurrentLanguage();
  const choose = useCallback((next: Language) => {
    rememberLanguage(next);
    void changeLanguage(next);
  }, []);
  return [lang, choose];
}

/**
 * On a public page, the language its path names (/hi/faq) is the one shown, whatever the reader
 * chose before: a shared link opens in its own language, and Back from /hi/faq to /faq shows
 * English again. Not remembered: only the switch records a choice.
 */
export function usePathLanguage(pathname: string): void {
  const lang = publicPageOf(pathname)?.lang;
  useLayoutEffect(() => {
    if (lang) void changeLanguage(lang);
  }, [lang]);
}
