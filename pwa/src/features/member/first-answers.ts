// What the dashboard's first screen shows from the server, asked for as soon as the screen's code
// has arrived (lazy-area.ts runs it before the first render): the member (`me`, for a signed-in
// member) and the first page of Find Partners, the tab it opens on. useQuery would ask only once
// the screen has rendered and committed, which on a slow phone's first visit is most of a second
// later; it finds these loads under the same keys, already under way or answered.
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_KEYS } from '../../api/client.ts';
import { memberQueries } from '../../api/member-api.ts';
import { NO_FILTERS } from './find-partners/partner-filters.tsx';
import { directoryQuery } from './find-partners/use-partner-search.ts';

export function askFirstAnswers(client: QueryClient): void {
  const token = localStorage.getItem(TOKEN_KEYS.member);
  if (token !== null) void client.prefetchQuery(memberQueries.me(token));
  // Opened at the card (the installed app's start), the directory's first page is asked all the
  // same: one small request, for the tab one tap away.
  void client.prefetchQuery(directoryQuery(NO_FILTERS, 1));
}
