// What the installed app opens on. A member opens it at the counter, so its start address and its
// "Show card" shortcut (the web manifest in vite.config.ts) open the dashboard on the card rather
// than on the marketing home page. They are addresses of the dashboard itself, not routes of their
// own: the server and the service worker's offline fallback already answer /dashboard with the
// app shell, whatever follows the `?`. This module imports nothing: vite.config.ts reads it.

export const START_VIEW_PARAM = 'view';

/** The manifest's start_url: the card on My Subscription, the rest of the dashboard one tap away. */
export const CARD_START_URL = `/dashboard?${START_VIEW_PARAM}=card`;
/** The "Show card" shortcut: straight to the card for the counter. */
export const COUNTER_START_URL = `/dashboard?${START_VIEW_PARAM}=counter`;

/** What the dashboard was opened to show. */
export type StartView = 'card' | 'counter' | null;

export function startViewOf(params: URLSearchParams): StartView {
  const view = params.get(START_VIEW_PARAM);
  return view === 'card' || view === 'counter' ? view : null;
}
