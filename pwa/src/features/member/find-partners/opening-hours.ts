// Whether a partner is open at a moment, from the timings and days it registered ("9:00 AM" to
// "6:00 PM", "Monday" to "Saturday"). Partners are in India, so the moment is read on India's
// clock whatever the phone's own zone: India keeps one offset (UTC+5:30) all year, no daylight
// saving, so a fixed shift is exact.
import { DAYS } from '@mcs/shared';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MINUTES_PER_DAY = 24 * 60;

export type OpenState = 'open' | 'closed';

export interface PartnerHours {
  timeFrom: string;
  timeTo: string;
  dayFrom: string;
  dayTo: string;
}

/** Minutes after midnight for "9:00 AM", "9 am", "12:30 PM" or "21:00"; null when unreadable. */
export function minutesOfDay(text: string): number | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$|^(\d{1,2})[:.](\d{2})$/i.exec(
    text.trim(),
  );
  if (!match) return null;
  const [, h12, m12, half, h24, m24] = match;
  if (h24 !== undefined) {
    const hours = Number(h24);
    const minutes = Number(m24);
    return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
  }
  const hours = Number(h12);
  const minutes = Number(m12 ?? 0);
  if (hours < 1 || hours > 12 || minutes >= 60) return null;
  // 12 AM is midnight and 12 PM noon.
  const base = (hours % 12) + (half?.toLowerCase() === 'p' ? 12 : 0);
  return base * 60 + minutes;
}

/** Monday 0 … Sunday 6 for a day's name (any case, "Mon" too); null when unreadable. */
function dayIndex(text: string): number | null {
  const wanted = text.trim().toLowerCase();
  if (wanted.length < 3) return null;
  const index = DAYS.findIndex((day) => day.toLowerCase().startsWith(wanted));
  return index < 0 ? null : index;
}

/** The open days, Monday 0 … Sunday 6: a range that may wrap the week ("Saturday" to "Tuesday"). */
function openDays(from: number, to: number): Set<number> {
  const days = new Set<number>();
  for (let day = from; ; day = (day + 1) % 7) {
    days.add(day);
    if (day === to) return days;
  }
}

/**
 * 'open' or 'closed' at `now` on India's clock; null when the timings cannot be read (legacy
 * free text), so the card claims nothing rather than a wrong "Closed". Hours that end at or
 * before they start run past midnight (8:00 PM to 2:00 AM): the early hours belong to the day
 * before, and are open only if that day is an open day.
 */
export function openState(hours: PartnerHours, now: Date): OpenState | null {
  const from = minutesOfDay(hours.timeFrom);
  const to = minutesOfDay(hours.timeTo);
  const firstDay = dayIndex(hours.dayFrom);
  const lastDay = dayIndex(hours.dayTo);
  if (from === null || to === null || firstDay === null || lastDay === null || from === to) {
    return null;
  }
  const days = openDays(firstDay, lastDay);
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  // getUTCDay: Sunday 0; the registered days count from Monday.
  const today = (india.getUTCDay() + 6) % 7;
  const minute = india.getUTCHours() * 60 + india.getUTCMinutes();
  if (from < to) return days.has(today) && minute >= from && minute < to ? 'open' : 'closed';
  const yesterday = (today + 6) % 7;
  const lateToday = days.has(today) && minute >= from && minute < MINUTES_PER_DAY;
  const earlyFromYesterday = days.has(yesterday) && minute < to;
  return lateToday || earlyFromYesterday ? 'open' : 'closed';
}
