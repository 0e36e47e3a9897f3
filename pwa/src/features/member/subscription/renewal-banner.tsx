import { formatDateIN, formatRupees } from '@mcs/shared';
import { daysUntilEnd, REMINDER_THRESHOLDS, renewalQuote } from '@mcs/shared/renewals';
import './renewal.css';

/** What the banner needs of the member: the end, the family on the card, the status. */
export interface RenewalBannerMember {
  validUntil: string;
  familyMembers: number;
  status: string;
}

/** Days before the end from which the app says so: the first reminder's. */
const FIRST_REMINDER_DAYS = Math.max(...REMINDER_THRESHOLDS);

/** The banner's line, or null while the end is further away than the first reminder or past. */
export function renewalBannerText(member: RenewalBannerMember, now: Date): string | null {
  if (member.status === 'Cancelled') return null;
  const days = daysUntilEnd(member.validUntil, now);
  if (days < 0 || days > FIRST_REMINDER_DAYS) return null;
  const amount = renewalQuote(member.familyMembers).totalWithTax;
  return `Your membership ends on ${formatDateIN(member.validUntil)}: renew for ${formatRupees(amount)}`;
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
  const text = renewalBannerText(member, now);
  if (!text) return null;
  return (
    <div className="renewal-banner" role="status">
      <p>{text}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onRenew}>
        Renew now
      </button>
    </div>
  );
}
