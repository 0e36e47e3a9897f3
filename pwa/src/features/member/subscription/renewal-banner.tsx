import { formatDateIN, formatRupees } from '@mcs/shared';
import { daysUntilEnd, REMINDER_THRESHOLDS, renewalQuote } from '@mcs/shared/renewals';
import { translate, useFormat, useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';
import type { Say } from '../i18n/words.ts';
import './renewal.css';

/** What the banner needs of the member: the end, the family on the card, the status. */
export interface RenewalBannerMember {
  validUntil: string;
  familyMembers: number;
  status: string;
}

/** Days before the end from which the app says so: the first reminder's. */
const FIRST_REMINDER_DAYS = Math.max(...REMINDER_THRESHOLDS);

/** The words and formats of a language for the banner's line; the banner passes the member's. */
export interface BannerWords {
  t: Say;
  date: (d: string) => string;
  money: (rupees: number) => string;
}

// Without them: the current language's words, with English dates and amounts.
const PLAIN: BannerWords = {
  t: (key, vars) => translate(memberText, key, vars),
  date: formatDateIN,
  money: formatRupees,
};

/** The banner's line, or null while the end is further away than the first reminder or past. */
export function renewalBannerText(
  member: RenewalBannerMember,
  now: Date,
  { t, date, money }: BannerWords = PLAIN,
): string | null {
  if (member.status === 'Cancelled') return null;
  const days = daysUntilEnd(member.validUntil, now);
  if (days < 0 || days > FIRST_REMINDER_DAYS) return null;
  const amount = renewalQuote(member.familyMembers).totalWithTax;
  return t('banner.text', { date: date(member.validUntil), amount: money(amount) });
}

/**
 * The reminder at the top of the dashboard from 30 days before the membership ends, with the
 * renewal amount from the shared price rules (worked out on the phone: it shows offline too).
 */
export function RenewalBanner({
  member,
  now,
  onRenew,
}: {
  member: RenewalBannerMember;
  now: Date;
  onRenew: () => void;
}) {
  const { t } = useT(memberText);
  const { date, money } = useFormat();
  const text = renewalBannerText(member, now, { t, date, money });
  if (!text) return null;
  return (
    <div className="renewal-banner" role="status">
      <p>{text}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onRenew}>
        {t('banner.renew')}
      </button>
    </div>
  );
}
