// Numbers, money and dates as each language writes them: Indian digit grouping (₹1,00,000),
// dates day first (22/11/2026) in India's time zone, so a validity stored as UTC midnight never
// shows as the day before. Bengali uses its own digits (০১/০২/২০২৬), as bn-IN writes them.
import { madeOnce } from '@mcs/shared/made-once';
import { roundToPaise } from '@mcs/shared/pricing';
import { LOCALES, type Language } from './languages.ts';
import { useCurrentLanguage } from './use-t.ts';

export interface Formats {
  /** 657 -> "₹657", 985.5 -> "₹985.50": whole rupees when whole, else two paise digits. */
  money(rupees: number): string;
  number(n: number): string;
  /** "22/11/2026"; "-" when the date is missing or cannot be read. */
  date(d: Date | string | null | undefined): string;
  /** "22/11/2026, 3:30 pm" */
  dateTime(d: Date | string | null | undefined): string;
}

function createFormats(lang: Language): Formats {
  const locale = LOCALES[lang];
  // Two money formats rather than `trailingZeroDisplay`, which older phone browsers ignore.
  const rupees = (digits: 0 | 2) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const whole = madeOnce(() => rupees(0));
  const paise = madeOnce(() => rupees(2));
  const numbers = madeOnce(() => new Intl.NumberFormat(locale));
  const day = {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  } as const;
  const dates = madeOnce(() => new Intl.DateTimeFormat(locale, day));
  const times = madeOnce(
    () => new Intl.DateTimeFormat(locale, { ...day, hour: 'numeric', minute: '2-digit' }),
  );
  const when = (format: () => Intl.DateTimeFormat) => (d: Date | string | null | undefined) => {
    if (d === null || d === undefined || d === '') return '-';
    const value = d instanceof Date ? d : new Date(d);
    return Number.isNaN(value.getTime()) ? '-' : format().format(value);
  };
  return {
    money(amount) {
      const rounded = roundToPaise(amount);
      return (Number.isInteger(rounded) ? whole : paise)().format(rounded);
    },
    number: (n) => numbers().format(n),
    date: when(dates),
    dateTime: when(times),
  };
}

const made = new Map<Language, Formats>();

/** The formats of a language (made once, on first use: the home page may never need them). */
export function formatsFor(lang: Language): Formats {
  let formats = made.get(lang);
  if (!formats) {
    formats = createFormats(lang);
    made.set(lang, formats);
  }
  return formats;
}

/** The formats of the current language. */
export function useFormat(): Formats {
  return formatsFor(useCurrentLanguage());
}
