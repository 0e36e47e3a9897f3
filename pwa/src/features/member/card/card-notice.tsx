import { formatDateIN } from '@mcs/shared';
import type { CardView } from './card-view.ts';
import { daysLeft, RENEWAL_NOTICE_DAYS } from './card-view.ts';

/** An expired or cancelled card says so plainly; one near its end asks for renewal. */
export function CardNotice({ view, now }: { view: CardView; now: Date }) {
  const left = daysLeft(view.validUntil, now);
  if (view.status === 'Cancelled')
    return (
      <p className="card-notice card-notice-expired" role="alert">
        This membership has been cancelled. The card cannot be used for discounts.
      </p>
    );
  if (view.status === 'Expired' || left <= 0)
    return (
      <p className="card-notice card-notice-expired" role="alert">
        This card expired on {formatDateIN(view.validUntil)}. Renew your membership to use it again.
      </p>
    );
  if (left <= RENEWAL_NOTICE_DAYS)
    return (
      <p className="card-notice card-notice-renew" role="status">
        Your membership expires in {left} {left === 1 ? 'day' : 'days'}, on{' '}
        {formatDateIN(view.validUntil)}. Renew to keep your discounts.
      </p>
    );
  return null;
}

export function cardUsable(view: CardView, now: Date): boolean {
  return view.status === 'Active' && daysLeft(view.validUntil, now) > 0 && view.jws !== null;
}
