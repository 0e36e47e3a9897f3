// Saying when the member area works from what the phone kept: one bar for the whole area, under
// the member's bar, and an "as of" line beside each copy a tab shows. Times are India's, as the
// visits are, so a copy and the visits in it read on one clock, in the member's language.
import { useMemo } from 'react';
import { madeOnce } from '@mcs/shared/made-once';
import { LOCALES, marks, translate, useT, withParts } from '../../i18n/index.ts';
import type { Language } from '../../i18n/index.ts';
import { useReachability } from '../../net/use-reachability.ts';
import { memberText } from './i18n/catalog.ts';
import type { Say } from './i18n/words.ts';
import type { MemberData } from './session.ts';

const indiaDay = madeOnce(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }));

/** Times on India's clock in one language: a time of day, and a day with its time. */
export interface IndiaTime {
  /** "2:05 pm" for a time today, "24 Nov 2026, 2:05 pm" for an older one. */
  keptTime: (at: string, now?: Date) => string;
  timeOfDay: (at: string) => string;
  dayAndTime: (at: string) => string;
}

export function indiaTime(lang: Language): IndiaTime {
  const locale = LOCALES[lang];
  const timeOfDay = madeOnce(
    () => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  );
  const dayAndTime = madeOnce(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }),
  );
  return {
    keptTime: (at, now = new Date()) => {
      const when = new Date(at);
      return indiaDay().format(when) === indiaDay().format(now)
        ? timeOfDay().format(when)
        : dayAndTime().format(when);
    },
    timeOfDay: (at) => timeOfDay().format(new Date(at)),
    dayAndTime: (at) => dayAndTime().format(new Date(at)),
  };
}

const english = indiaTime('en');

/** "2:05 pm" for a time today, "24 Nov 2026, 2:05 pm" for an older one (English). */
export function keptTime(at: string, now: Date = new Date()): string {
  return english.keptTime(at, now);
}

/** India's times in the member's language. */
export function useIndiaTime(): IndiaTime {
  const { lang } = useT(memberText);
  return useMemo(() => indiaTime(lang), [lang]);
}

/** Beside a copy the device kept: when the server gave it. */
export function AsOf({ at }: { at: string }) {
  const { t } = useT(memberText);
  const time = useIndiaTime();
  const parts = { time: <time dateTime={at}>{time.keptTime(at)}</time> };
  return <p className="as-of">{withParts(t('offline.asOf', marks(parts)), parts)}</p>;
}

/** How the bar says things: the words and the clock of the member's language. */
interface BarWords {
  t: Say;
  keptTime: (at: string) => string;
}

// For a caller outside React: the current language's words, with English times.
const currentWords: BarWords = {
  t: (key, vars) => translate(memberText, key, vars),
  keptTime: (at) => keptTime(at),
};

/** What the area-wide bar says, or null while the area works from the server. */
export function workingOfflineText(
  data: MemberData,
  serverReachable: boolean,
  { t, keptTime: time }: BarWords = currentWords,
): string | null {
  switch (data.status) {
    case 'device':
      // Still asking the server: the copy is shown at once, but nothing is known to be wrong yet.
      if (data.asking && serverReachable) return null;
      return t('offline.showingSaved', { time: time(data.copy.at) });
    case 'unknown':
      return data.unreachable ? t('offline.nothingSaved') : null;
    case 'server':
      // Loaded before the connection went: still on screen, and kept on the phone.
      return serverReachable ? null : t('offline.showingSaved', { time: time(data.copy.at) });
    case 'guest':
      return serverReachable ? null : t('offline.guest');
    case 'loading':
      return null;
  }
}

/** The member area's one notice that it is working from the device, for every tab. */
export function WorkingOffline({ data }: { data: MemberData }) {
  const { t } = useT(memberText);
  const time = useIndiaTime();
  const reach = useReachability();
  const text = workingOfflineText(data, reach === 'online', {
    t,
    keptTime: (at) => time.keptTime(at),
  });
  return (
    <div className="working-offline-slot" role="status">
      {text && (
        <p className="working-offline" data-testid="working-offline">
          {text}
        </p>
      )}
    </div>
  );
}
