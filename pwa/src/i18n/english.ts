// The two conventions every catalog uses, done for English without i18next so that an English
// visitor's pages never load it. They are i18next's own defaults, so a Hindi or Bengali string
// written the same way reads the same through i18next (the tests hold the two paths side by side):
// - `{{name}}` is replaced by vars.name (no escaping: React escapes what it renders); a name with
//   no value is left as written;
// - t('visits', { count }) reads 'visits_one' or 'visits_other' as Intl.PluralRules says.

export type Vars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function interpolate(text: string, vars: Vars | undefined): string {
  if (!vars) return text;
  return text.replace(PLACEHOLDER, (written, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : written,
  );
}

const englishPlurals = new Intl.PluralRules('en');

/** The English text of a key, its plural form chosen by vars.count. */
export function englishText(
  strings: Readonly<Record<string, string>>,
  key: string,
  vars: Vars | undefined,
): string {
  const count = vars?.count;
  if (typeof count === 'number') {
    const plural = strings[`${key}_${englishPlurals.select(count)}`];
    if (plural !== undefined) return interpolate(plural, vars);
  }
  return interpolate(strings[key] ?? key, vars);
}
