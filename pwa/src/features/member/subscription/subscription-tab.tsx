import { useState, type ReactNode } from 'react';
import {
  DEFAULT_PLAN_LABEL,
  FAMILY_DISCOUNT_RATE,
  formatDateIN,
  formatRupees,
  GST_RATE,
  MEMBERSHIP_PRICE,
  roundToPaise,
} from '@mcs/shared';
import { DigitalCard } from '../card/digital-card.tsx';
import { isExpired, type CardView } from '../card/card-view.ts';
import type { MemberCopy, MemberData } from '../session.ts';
import { AsOf } from '../working-offline.tsx';
import { FamilyList } from './family-list.tsx';
import { membershipSavings } from './savings.ts';
import { Statement } from './statement.tsx';

export const SUBSCRIPTION_UNREACHABLE =
  "Can't reach the server; your subscription details will show when you're back online";
export const SUBSCRIPTION_FAILED =
  'Your subscription details could not be loaded just now. Please reload the page to try again.';

interface Props {
  data: MemberData;
  card: CardView | null;
  now: Date;
  onShowAtCounter: () => void;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * My Subscription, the digital card and what the membership has saved. With no answer from the
 * server the details, savings and family come from the copy the phone kept, with its time; with
 * no copy the tab says they will show once the server can be reached, never that there are none.
 */
export function SubscriptionTab({ data, card, now, onShowAtCounter }: Props) {
  if (data.status === 'guest')
    return <p className="guest-note">Please login to view subscription details</p>;
  const copy = data.status === 'server' || data.status === 'device' ? data.copy : null;
  const keptAt = data.status === 'device' ? data.copy.at : null;
  return (
    <div className="subscription">
      {card && <DigitalCard view={card} now={now} onShowAtCounter={onShowAtCounter} />}
      {data.status === 'unknown' && (
        <p className="offline-note" role="status">
          {data.unreachable ? SUBSCRIPTION_UNREACHABLE : SUBSCRIPTION_FAILED}
        </p>
      )}
      {copy && <MemberDetails copy={copy} keptAt={keptAt} now={now} />}
      <section className="card" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Benefits</h2>
        <ul className="benefits">
          <li>
            <strong>FREE Dental Consultation</strong>
            <span className="muted">Unlimited Visits</span>
          </li>
          <li>
            <strong>Healthcare Discounts</strong>
            <span className="muted">Up to 25% Savings</span>
          </li>
        </ul>
      </section>
    </div>
  );
}

function MemberDetails({
  copy,
  keptAt,
  now,
}: {
  copy: MemberCopy;
  keptAt: string | null;
  now: Date;
}) {
  const { member } = copy;
  // A kept copy may have been Active when saved: the dates say whether it still is.
  const status = keptAt && isExpired(member.validUntil, now) ? 'Expired' : member.status;
  return (
    <>
      {keptAt && <AsOf at={keptAt} />}
      <section className="card" aria-labelledby="subscription-title">
        <h2 id="subscription-title">Subscription Details</h2>
        <dl className="fields">
          <Field label="Plan Type">{member.plan || DEFAULT_PLAN_LABEL}</Field>
          <Field label="Status">
            <span className={`badge ${status === 'Active' ? 'badge-active' : 'badge-pending'}`}>
              {status}
            </span>
          </Field>
          <Field label="Valid Until">{formatDateIN(member.validUntil)}</Field>
          <Field label="Member ID">{member.membershipId}</Field>
          <Field label="Email">{member.email}</Field>
          <Field label="Phone">{member.phone ?? '-'}</Field>
        </dl>
      </section>
      <SavingsCard copy={copy} keptAt={keptAt} />
      <FamilyList count={member.familyMembers} details={member.familyDetails} />
    </>
  );
}

function SavingsCard({ copy, keptAt }: { copy: MemberCopy; keptAt: string | null }) {
  const [printing, setPrinting] = useState(false);
  const { member } = copy;
  const savings = membershipSavings(member, copy.visits);
  const { saved, feePaid, members, paidForItself, year } = savings;
  // The year is all there when no older page is left, or the oldest loaded visit is before it.
  const oldest = copy.visits[copy.visits.length - 1];
  const complete =
    copy.visitsComplete ||
    (oldest !== undefined && new Date(oldest.visitedTime).getTime() <= year.start.getTime());
  const share = feePaid > 0 ? Math.min(saved / feePaid, 1) : 1;
  return (
    <section className="card savings-card" aria-labelledby="savings-title">
      <h2 id="savings-title">Your Savings</h2>
      <dl className="fields">
        <Field label="Saved this membership year">{formatRupees(saved)}</Field>
        <Field label="Fee paid">
          {formatRupees(feePaid)} ({formatRupees(MEMBERSHIP_PRICE)} per member × {members}
          {members > 1 ? `, less the ${percent(FAMILY_DISCOUNT_RATE)} family discount` : ''}, plus{' '}
          {percent(GST_RATE)} GST)
        </Field>
        <Field label="Membership year">
          {formatDateIN(year.start)} to {formatDateIN(year.end)}
        </Field>
      </dl>
      <div
        className="savings-meter"
        role="img"
        aria-label={`Savings cover ${Math.round(share * 100)}% of the fee`}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      {paidForItself >= 1 ? (
        <p className="paid-for-itself">Your membership has paid for itself {paidForItself}×</p>
      ) : (
        <p className="muted" data-testid="savings-to-go">
          {formatRupees(roundToPaise(feePaid - saved))} more in savings and your membership has paid
          for itself.
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={() => setPrinting(true)}>
        Print statement
      </button>
      {printing && (
        <Statement
          member={member}
          savings={savings}
          complete={complete}
          keptAt={keptAt}
          onClose={() => setPrinting(false)}
        />
      )}
    </section>
  );
}
