// Saying when the member area works from what the phone kept: one bar for the whole area, under
// the member's bar, and an "as of" line beside each copy a tab shows. Times are India's, as the
// visits are, so a copy and the visits in it read on one clock.
import { useReachability } from '../../net/use-reachability.ts';
import type { MemberData } from './session.ts';

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** "2:05 pm" for a time today, "24 Nov 2026, 2:05 pm" for an older one. */
export function keptTime(at: string, now: Date = new Date()): string {
  const when = new Date(at);
  return indiaDay.format(when) === indiaDay.format(now)
    ? timeOfDay.format(when)
    : dayAndTime.format(when);
}

/** Beside a copy the device kept: when the server gave it. */
export function AsOf({ at }: { at: string }) {
  return (
    <p className="as-of">
      Saved on this phone as of <time dateTime={at}>{keptTime(at)}</time>
    </p>
  );
}

/** What the area-wide bar says, or null while the area works from the server. */
export function workingOfflineText(data: MemberData, serverReachable: boolean): string | null {
  const lead = 'Working offline:';
  switch (data.status) {
    case 'device':
      // Still asking the server: the copy is shown at once, but nothing is known to be wrong yet.
      if (data.asking && serverReachable) return null;
      return `${lead} showing what this phone saved at ${keptTime(data.copy.at)}`;
    case 'unknown':
      return data.unreachable ? `${lead} this phone has nothing saved from your account yet` : null;
    case 'server':
      // Loaded before the connection went: still on screen, and kept on the phone.
      return serverReachable
        ? null
        : `${lead} showing what this phone saved at ${keptTime(data.copy.at)}`;
    case 'guest':
      return serverReachable ? null : `${lead} partner search uses the list saved on this phone`;
    case 'loading':
      return null;
  }
}

/** The member area's one notice that it is working from the device, for every tab. */
export function WorkingOffline({ data }: { data: MemberData }) {
  const reach = useReachability();
  const text = workingOfflineText(data, reach === 'online');
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
