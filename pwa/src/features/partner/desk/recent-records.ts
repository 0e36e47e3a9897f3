// Remembers when each membership last had a visit recorded at this desk, so the same card
// recorded twice within a few minutes (a double tap, a second scan) asks before counting twice.
// Kept in localStorage so a reload in between does not forget it.

export const REPEAT_WINDOW_MS = 10 * 60_000;
const KEY = 'mcs.desk.recentVisits';

type Seen = Record<string, number>;

function read(storage: Storage): Seen {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Seen) : {};
  } catch {
    return {};
  }
}

/** Minutes since this membership's last recorded visit, when inside the window; else null. */
export function recentlyRecorded(
  membershipId: string,
  now: number = Date.now(),
  storage: Storage = localStorage,
): number | null {
  const at = read(storage)[membershipId];
  if (typeof at !== 'number' || now - at >= REPEAT_WINDOW_MS || now < at) return null;
  return Math.floor((now - at) / 60_000);
}

export function rememberRecorded(
  membershipId: string,
  now: number = Date.now(),
  storage: Storage = localStorage,
): void {
  const seen = read(storage);
  // Only entries still inside the window are kept: the map never grows past one busy spell.
  const kept = Object.fromEntries(
    Object.entries(seen).filter(([, at]) => typeof at === 'number' && now - at < REPEAT_WINDOW_MS),
  );
  storage.setItem(KEY, JSON.stringify({ ...kept, [membershipId]: now }));
}
