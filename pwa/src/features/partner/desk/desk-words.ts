// How the desk says, in the partner's language, what it did not write itself: dates and rupees,
// relationships from the member's record, and failures whose English words are the server's or
// @mcs/shared's. English keeps the exact words and forms it showed before there were other
// languages (the spec's strings, and the server's own sentences); Hindi and Bengali say the same
// thing from the desk catalog, chosen by a reason or status, never by reading the English text.
import { RELATIONSHIPS, type Relationship } from '@mcs/shared';
import { useFormat, useT, type Language, type TextKey } from '../../../i18n';
import { deskText } from '../i18n/catalog.ts';
import type { en } from '../i18n/en.ts';
import { showDate } from './card-input.ts';

/** A key of the desk catalog, or the stem of a plural pair ('sync.waiting'). */
export type DeskKey = TextKey<typeof en>;
export type DeskT = (key: DeskKey, vars?: Record<string, string | number>) => string;

/** A moment as the desk shows it in English: the date, then the time. */
export function showDateTime(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });
  return `${showDate(iso)}, ${time}`;
}

export interface DeskWords {
  t: DeskT;
  lang: Language;
  /**
   * A calendar date: in English "31 May 2026", or the form given (`english`) where a screen
   * always showed another; the language's own form otherwise.
   */
  date: (iso: string, english?: (iso: string) => string) => string;
  /** A date and time of day, likewise. */
  dateTime: (iso: string, english?: (iso: string) => string) => string;
  /** A count or figure. */
  number: (n: number) => string;
  /** Rupees: in English each figure keeps the form it had (`english`), else the locale's. */
  money: (rupees: number, english: (rupees: number) => string) => string;
  /** English: the words given (the server's or the shared rule's); else the catalog's. */
  either: (english: string, key: DeskKey, vars?: Record<string, string | number>) => string;
}

export function useDeskWords(): DeskWords {
  const { t, lang } = useT(deskText);
  const format = useFormat();
  const inEnglish = lang === 'en';
  return {
    t,
    lang,
    date: (iso, english = showDate) => (inEnglish ? english(iso) : format.date(iso)),
    dateTime: (iso, english = showDateTime) => (inEnglish ? english(iso) : format.dateTime(iso)),
    number: (n) => (inEnglish ? String(n) : format.number(n)),
    money: (rupees, english) => (inEnglish ? english(rupees) : format.money(rupees)),
    either: (english, key, vars) => (inEnglish ? english : t(key, vars)),
  };
}

const isRelationship = (text: string): text is Relationship =>
  (RELATIONSHIPS as readonly string[]).includes(text);

/** A relationship on the card or record; null is the card holder. Unknown words stay as given. */
export function relationText(t: DeskT, relationship: string | null): string {
  if (relationship === null) return t('relation.holder');
  return isRelationship(relationship) ? t(`relation.${relationship}`) : relationship;
}
