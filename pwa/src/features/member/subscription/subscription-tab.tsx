import type { ReactNode } from 'react';
import { DEFAULT_PLAN_LABEL, formatDateIN, formatRupees, MEMBERSHIP_PRICE } from '@mcs/shared';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { DigitalCard } from '../card/digital-card.tsx';
import type { CardView } from '../card/card-view.ts';
import { FamilyList } from './family-list.tsx';
import { membershipSavings } from './savings.ts';

interface Props {
  member: CurrentMember | null;
  card: CardView | null;
  visits: readonly MemberVisit[];
  now: Date;
  onShowAtCounter: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** My Subscription, the digital card and what the membership has saved. */
export function SubscriptionTab({ member, card, visits, now, onShowAtCounter }: Props) {
  // Offline after a reload the server cannot say who is signed in; the card on the device can.
  if (!member && !card)
    return <p className="guest-note">Please login to view subscription details</p>;
  return (
    <div className="subscription">
      {card && <DigitalCard view={card} now={now} onShowAtCounter={onShowAtCounter} />}
      {member && (
        <>
          <section className="card" aria-labelledby="subscription-title">
            <h2 id="subscription-title">Subscription Details</h2>
            <dl className="fields">
              <Field label="Plan Type">{member.plan || DEFAULT_PLAN_LABEL}</Field>
              <Field label="Status">
                <span
                  className={`badge ${member.status === 'Active' ? 'badge-active' : 'badge-pending'}`}
                >
                  {member.status}
                </span>
              </Field>
              <Field label="Valid Until">{formatDateIN(member.validUntil)}</Field>
              <Field label="Member ID">{member.membershipId}</Field>
              <Field label="Email">{member.email}</Field>
              <Field label="Phone">{member.phone ?? '-'}</Field>
            </dl>
          </section>
          <SavingsCard member={member} visits={visits} />
          <FamilyList count={member.familyMembers} details={member.familyDetails} />
        </>
      )}
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

function SavingsCard({
  member,
  visits,
}: {
  member: CurrentMember;
  visits: readonly MemberVisit[];
}) {
  const { saved, fee, members, paidForItself } = membershipSavings(member, visits);
  return (
    <section className="card savings-card" aria-labelledby="savings-title">
      <h2 id="savings-title">Your Savings</h2>
      <dl className="fields">
        <Field label="Saved this membership year">{formatRupees(saved)}</Field>
        <Field label="Membership fee">
          {formatRupees(fee)} ({formatRupees(MEMBERSHIP_PRICE)} per member × {members}
          {members > 1 ? ', less the 10% family discount' : ''})
        </Field>
      </dl>
      {paidForItself >= 1 && (
        <p className="paid-for-itself">Your membership has paid for itself {paidForItself}×</p>
      )}
    </section>
  );
}
