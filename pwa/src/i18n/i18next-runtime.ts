// i18next for Hindi and Bengali. Reached only through a dynamic import (catalog.ts), so it is a
// chunk of its own that an English visitor never downloads. Each catalog is added with its
// English strings as the fallback: a key the translation lacks reads in English, never as a key.
import i18next from 'i18next';
import type { Vars } from './english.ts';
import type { Language } from './languages.ts';

export interface Runtime {
  add(lang: Language, ns: string, strings: Readonly<Record<string, string>>): void;
  t(lang: Language, ns: string, key: string, vars: Vars | undefined): string;
}

export function createRuntime(): Runtime {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    // Keys are dotted by screen ('card.validUntil') and hold no namespace: read them whole.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here too would show &amp; to the reader.
    interpolation: { escapeValue: false },
    // An empty translation is an unfinished one: read the English instead.
    returnEmptyString: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return {
    add(lang, ns, strings) {
      instance.addResourceBundle(lang, ns, strings, true, true);
    },
    t(lang, ns, key, vars) {
      // Values go in `replace`, so a placeholder named like an option (lng, ns) stays a value.
      const count = vars?.count;
      return instance.t(key, {
        lng: lang,
        ns,
        replace: vars,
        ...(typeof count === 'number' ? { count } : {}),
      });
    },
  };
}
