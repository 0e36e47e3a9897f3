// Catalogs and their loading. A catalog is a namespace: its English strings, which ship with the
// code that shows them, and loaders for Hindi and Bengali, each its own chunk. Loading a language
// loads i18next too (a dynamic import: an English visitor never downloads it) and hands it the
// catalog with its English strings as the fallback.
import { englishText, type Vars } from './english.ts';
import type { Runtime } from './i18next-runtime.ts';
import type { Language } from './languages.ts';

/** Every key of the English catalog, each a string: TypeScript refuses a missing translation. */
export type Translation<C> = { readonly [K in keyof C]: string };

export type OtherLanguage = Exclude<Language, 'en'>;

export interface Catalog<C extends Record<string, string> = Record<string, string>> {
  readonly ns: string;
  readonly en: C;
  readonly load: {
    readonly [L in OtherLanguage]: () => Promise<{ default: Translation<C> }>;
  };
}

/** 'visits_one' | 'visits_other' -> 'visits': the key t() is called with for a plural. */
type PluralBase<K> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : never;

/** A key t() accepts: one of the catalog's, or the stem of a plural pair. */
export type TextKey<C> = (keyof C & string) | PluralBase<keyof C & string>;

// Every catalog defined so far, by namespace: loading a language loads each of them, so a page's
// words are all there before it renders (main.tsx waits for them before hydrating).
const catalogs = new Map<string, Catalog>();

export function defineCatalog<C extends Record<string, string>>(
  ns: string,
  en: C,
  load: Catalog<C>['load'],
): Catalog<C> {
  const catalog: Catalog<C> = { ns, en, load };
  catalogs.set(ns, catalog as unknown as Catalog);
  return catalog;
}

let runtime: Runtime | undefined;
let runtimeLoad: Promise<Runtime> | undefined;

function loadRuntime(): Promise<Runtime> {
  runtimeLoad ??= import('./i18next-runtime.ts').then(({ createRuntime }) => {
    runtime = createRuntime();
    return runtime;
  });
  return runtimeLoad;
}

/**
 * A load that React's `use` reads without suspending once it has settled: like React's own
 * cached promises, it carries its status, so a screen rendered after the load never suspends.
 */
type Load = Promise<void>;

const loads = new Map<string, Load>();
const ready = new Set<string>();
// Loads that failed (a chunk missing offline): their catalogs read in English, and the reader's
// next change of language (loadLanguage) tries them again.
const failed = new Set<string>();
const loadKey = (ns: string, lang: Language) => `${lang}/${ns}`;

/**
 * Loads i18next and one catalog's strings in a language; settles once they are usable. A failed
 * load settles too, leaving the catalog in English.
 */
export function loadCatalog(catalog: Catalog, lang: OtherLanguage): Load {
  const key = loadKey(catalog.ns, lang);
  const known = loads.get(key);
  if (known && !failed.has(key)) return known;
  failed.delete(key);
  const load: Load = Promise.all([loadRuntime(), catalog.load[lang]()]).then(
    ([loaded, strings]) => {
      loaded.add('en', catalog.ns, catalog.en);
      loaded.add(lang, catalog.ns, strings.default);
      ready.add(key);
      settled(load);
    },
    (error: unknown) => {
      failed.add(key);
      settled(load);
      console.error(`The ${lang} words of ${catalog.ns} could not be loaded`, error);
    },
  );
  loads.set(key, load);
  return load;
}

function settled(load: Load): void {
  Object.assign(load, { status: 'fulfilled', value: undefined });
}

/** Loads every catalog defined so far in a language (nothing to load for English). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return;
  await Promise.all([...catalogs.values()].map((catalog) => loadCatalog(catalog, lang)));
}

/**
 * The load a component reads a catalog through (React `use`) in a language other than English:
 * settled when the words are there, so reading it does not suspend.
 */
export function catalogLoad(catalog: Catalog, lang: OtherLanguage): Load {
  return loads.get(loadKey(catalog.ns, lang)) ?? loadCatalog(catalog, lang);
}

/** A key's text in a language; English when that language's catalog is not loaded. */
export function textOf(
  catalog: Catalog,
  lang: Language,
  key: string,
  vars: Vars | undefined,
): string {
  if (lang !== 'en' && runtime && ready.has(loadKey(catalog.ns, lang)))
    return runtime.t(lang, catalog.ns, key, vars);
  return englishText(catalog.en, key, vars);
}
