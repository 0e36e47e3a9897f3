import { useState, type ReactNode } from 'react';
import {
  DEFAULT_PLAN_LABEL,
  FAMILY_DISCOUNT_RATE,
  GST_RATE,
  MEMBERSHIP_PRICE,
  roundToPaise,
} from '@mcs/shared';
import { useFormat, useT } from '../../../i18n/index.ts';
import { DigitalCard } from '../card/digital-card.tsx';
import { isExpired, type CardView } from '../card/card-view.ts';
import { memberText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import { planWord } from '../i18n/words.ts';
import type { MemberCopy, MemberData } from '../session.ts';
import { AsOf } from '../working-offline.tsx';
import { FamilyList } from './family-list.tsx';
import { membershipSavings } from './savings.ts';
import { Statement } from './statement.tsx';

export const SUBSCRIPTION_UNREACHABLE = en['subscription.unreachable'];
export const SUBSCRIPTION_FAILED = en['subscription.failed'];

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
  const { t } = useT(memberText);
  if (data.status === 'guest') return <p className="guest-note">{t('subscription.guest')}</p>;
  const copy = data.status === 'server' || data.status === 'device' ? data.copy : null;
  const keptAt = data.status === 'device' ? data.copy.at : null;
  return (
    <div className="subscription">
      {card && <DigitalCard view={card} now={now} onShowAtCounter={onShowAtCounter} />}
      {data.status === 'unknown' && (
        <p className="offline-note" role="status">
          {data.unreachable ? t('subscription.unreachable') : t('subscription.failed')}
        </p>
      )}
      {copy && <MemberDetails copy={copy} keptAt={keptAt} now={now} />}
      <section className="card" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('subscription.benefits')}</h2>
        <ul className="benefits">
          <li>
            <strong>{t('subscription.dental')}</strong>
            <span className="muted">{t('subscription.dentalNote')}</span>
          </li>
          <li>
            <strong>{t('subscription.discounts')}</strong>
            <span className="muted">{t('subscription.discountsNote')}</span>
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
  const { t } = useT(memberText);
  const format = useFormat();
  const { member } = copy;
  // A kept copy may have been Active when saved: the dates say whether it still is.
  const status = keptAt && isExpired(member.validUntil, now) ? 'Expired' : member.status;
  return (
    <>
      {keptAt && <AsOf at={keptAt} />}
      <section className="card" aria-labelledby="subscription-title">
        <h2 id="subscription-title">{t('subscription.details')}</h2>
        <dl className="fields">
          <Field label={t('subscription.planType')}>
            {planWord(t, member.plan || DEFAULT_PLAN_LABEL)}
          </Field>
          <Field label={t('subscription.status')}>
            <span className={`badge ${status === 'Active' ? 'badge-active' : 'badge-pending'}`}>
              {t(`status.${status}`)}
            </span>
          </Field>
          <Field label={t('subscription.validUntil')}>{format.date(member.validUntil)}</Field>
          <Field label={t('subscription.memberId')}>{member.membershipId}</Field>
          <Field label={t('subscription.email')}>{member.email}</Field>
          <Field label={t('subscription.phone')}>{member.phone ?? '-'}</Field>
        </dl>
      </section>
      <SavingsCard copy={copy} keptAt={keptAt} />
      <FamilyList count={member.familyMembers} details={member.familyDetails} />
    </>
  );
}

function SavingsCard({ copy, keptAt }: { copy: MemberCopy; keptAt: string | null }) {
  const { t } = useT(memberText);
  const { money, date } = useFormat();
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
      <h2 id="savings-title">{t('savings.title')}</h2>
      <dl className="fields">
        <Field label={t('savings.saved')}>{money(saved)}</Field>
        <Field label={t('savings.fee')}>
          {t('savings.feeDetail', {
            fee: money(feePaid),
            price: money(MEMBERSHIP_PRICE),
            members,
            discount:
              members > 1 ? t('savings.feeDiscount', { rate: percent(FAMILY_DISCOUNT_RATE) }) : '',
            gst: percent(GST_RATE),
          })}
        </Field>
        <Field label={t('savings.year')}>
          {t('savings.period', { from: date(year.start), to: date(year.end) })}
        </Field>
      </dl>
      <div
        className="savings-meter"
        role="img"
        aria-label={t('savings.meter', { percent: Math.round(share * 100) })}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      {paidForItself >= 1 ? (
        <p className="paid-for-itself">{t('savings.paidForItself', { times: paidForItself })}</p>
      ) : (
        <p className="muted" data-testid="savings-to-go">
          {t('savings.toGo', { amount: money(roundToPaise(feePaid - saved)) })}
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={() => setPrinting(true)}>
        {t('savings.print')}
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
