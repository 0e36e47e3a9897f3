import { useFormat, useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';
import type { CardView } from './card-view.ts';
import { daysLeft, RENEWAL_NOTICE_DAYS } from './card-view.ts';

/** An expired or cancelled card says so plainly; one near its end asks for renewal. */
export function CardNotice({ view, now }: { view: CardView; now: Date }) {
  const { t } = useT(memberText);
  const format = useFormat();
  const left = daysLeft(view.validUntil, now);
  if (view.status === 'Cancelled')
    return (
      <p className="card-notice card-notice-expired" role="alert">
        {t('card.cancelled')}
      </p>
    );
  if (view.status === 'Expired' || left <= 0)
    return (
      <p className="card-notice card-notice-expired" role="alert">
        {t('card.expired', { date: format.date(view.validUntil) })}
      </p>
    );
  if (left <= RENEWAL_NOTICE_DAYS)
    return (
      <p className="card-notice card-notice-renew" role="status">
        {t('card.expiresIn', { count: left, date: format.date(view.validUntil) })}
      </p>
    );
  return null;
}

export function cardUsable(view: CardView, now: Date): boolean {
  return view.status === 'Active' && daysLeft(view.validUntil, now) > 0 && view.jws !== null;
}
