// The dashboard's parts that its first screen (Find Partners) does not show, each loaded when it
// is first opened: My Subscription with the card and its QR code, the renewal form with its
// requests, the reminders, Recent Visits, the card for the counter and the logout's confirmation.
// About a dozen kilobytes a member's first visit does not wait for. The service worker precaches
// them with the rest of the area, so the card still opens with no network.
import { lazyPart } from '../../app/lazy-part.ts';

export const SubscriptionTab = lazyPart(() =>
  import('./subscription/subscription-tab.tsx').then((m) => m.SubscriptionTab),
);
export const RenewalSection = lazyPart(() =>
  import('./subscription/renewal-section.tsx').then((m) => m.RenewalSection),
);
export const PushReminders = lazyPart(() =>
  import('./subscription/push-reminders.tsx').then((m) => m.PushReminders),
);
export const ChangePasswordLink = lazyPart(() =>
  import('./password/change-password-link.tsx').then((m) => m.ChangePasswordLink),
);
export const VisitsTab = lazyPart(() => import('./visits/visits-tab.tsx').then((m) => m.VisitsTab));
export const CounterView = lazyPart(() =>
  import('./card/counter-view.tsx').then((m) => m.CounterView),
);
export const LogoutDialog = lazyPart(() =>
  import('./logout-dialog.tsx').then((m) => m.LogoutDialog),
);
