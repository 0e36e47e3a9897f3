import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { GST_RATE } from '@mcs/shared';
import type { CurrentMember } from '@mcs/shared';
import { UTR_PATTERN } from '@mcs/shared/renewals';
import type { MemberRenewalsResponse, Renewal } from '@mcs/shared/renewals';
import { renewalQueries, requestRenewal } from '../../../api/renewal-api.ts';
import { marks, useFormat, useT, withParts } from '../../../i18n/index.ts';
import { messageFor } from '../../../net/message-for.ts';
import { memberText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import { RenewalReceipt } from './renewal-receipt.tsx';
import './renewal.css';

export const UPI_NOT_AVAILABLE = en['renewal.notAvailable'];
export const UTR_HELP = en['renewal.utrHelp'];

interface Props {
  token: string;
  member: CurrentMember;
  /** Opened from the banner: the form shows at once. */
  open: boolean;
  onOpen: () => void;
}

/**
 * Renewal by UPI in My Subscription: the family confirmed, the amount with GST, a UPI link and
 * its QR for that exact amount and reference, then the UPI transaction reference typed in. An
 * admin confirms it once the money arrives; the receipt shows here and comes by e-mail.
 */
export function RenewalSection({ token, member, open, onOpen }: Props) {
  const { t } = useT(memberText);
  const { money } = useFormat();
  const renewals = useQuery(renewalQueries.mine(token));
  const data = renewals.data;
  const pending = data?.renewals.find((r) => r.status === 'pending');
  return (
    <section className="card renewal" aria-labelledby="renewal-title">
      <h2 id="renewal-title">{t('renewal.title')}</h2>
      {renewals.isError && <p className="muted">{t('renewal.offline')}</p>}
      {data && pending && (
        <p role="status">
          {t('renewal.pending', {
            reference: pending.reference,
            amount: money(pending.amounts.totalWithTax),
          })}
        </p>
      )}
      {data && !pending && !open && (
        <button type="button" className="btn btn-primary" onClick={onOpen}>
          {t('renewal.open')}
        </button>
      )}
      {data && !pending && open && <RenewalForm token={token} member={member} data={data} />}
      {data && <PastRenewals renewals={data.renewals} />}
    </section>
  );
}

function RenewalForm({
  token,
  member,
  data,
}: {
  token: string;
  member: CurrentMember;
  data: MemberRenewalsResponse;
}) {
  const { t } = useT(memberText);
  const { money, date } = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: (reference: string) => requestRenewal(token, reference),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: renewalQueries.mine(token).queryKey }),
    onError: (failure) => setProblem(messageFor(failure, t('renewal.sendFailed'))),
  });
  const { amounts, upiLink, reference } = data;
  if (!upiLink) return <p>{t('renewal.notAvailable')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setProblem(t('renewal.confirmFamily'));
    const typed = utr.replace(/\s+/g, '');
    if (!UTR_PATTERN.test(typed)) return setProblem(t('renewal.utrHelp'));
    setProblem(null);
    sending.mutate(typed);
  };

  const people = [member.name, ...member.familyDetails.map((f) => f.name)].filter(Boolean);
  const scanParts = { reference: <strong>{reference}</strong> };
  return (
    <form className="form renewal-form" onSubmit={submit} noValidate>
      <h3>{t('renewal.step1')}</h3>
      <ul className="renewal-people">
        {people.map((name, i) => (
          <li key={`${i}-${name}`}>{name}</li>
        ))}
      </ul>
      <label className="check">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
        />{' '}
        {t('renewal.theseArePeople')}
      </label>
      <dl className="fields">
        <div className="field">
          <dt>{t('renewal.fee', { count: amounts.members })}</dt>
          <dd>{money(amounts.total)}</dd>
        </div>
        <div className="field">
          <dt>{t('renewal.gst', { rate: Math.round(GST_RATE * 100) })}</dt>
          <dd>{money(amounts.tax)}</dd>
        </div>
        <div className="field">
          <dt>{t('renewal.total')}</dt>
          <dd>
            <strong>{money(amounts.totalWithTax)}</strong>
          </dd>
        </div>
      </dl>
      <h3>{t('renewal.step2')}</h3>
      <p>
        <a className="btn btn-primary" href={upiLink}>
          {t('renewal.pay', { amount: money(amounts.totalWithTax) })}
        </a>
      </p>
      <figure className="renewal-qr">
        <QRCodeSVG value={upiLink} size={176} title={t('renewal.qrTitle')} />
        <figcaption>{withParts(t('renewal.scan', marks(scanParts)), scanParts)}</figcaption>
      </figure>
      <h3>{t('renewal.step3')}</h3>
      <label htmlFor={`${id}-utr`}>{t('renewal.utrLabel')}</label>
      <input
        id={`${id}-utr`}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={utr}
        aria-describedby={`${id}-utr-help`}
        onChange={(e) => setUtr(e.target.value)}
      />
      <p id={`${id}-utr-help`} className="hint">
        {t('renewal.utrHelp')}
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending.isPending}>
        {sending.isPending ? t('renewal.sending') : t('renewal.send')}
      </button>
      <p className="hint">{t('renewal.validNote', { date: date(data.validUntil) })}</p>
    </form>
  );
}

function PastRenewals({ renewals }: { renewals: Renewal[] }) {
  const { t } = useT(memberText);
  const decided = renewals.filter((r) => r.status !== 'pending');
  if (decided.length === 0) return null;
  return (
    <div className="renewal-history">
      {decided.map((r) =>
        r.status === 'confirmed' ? (
          <RenewalReceipt key={r.id} renewal={r} />
        ) : (
          <p key={r.id} className="muted">
            {r.reason
              ? t('renewal.refusedBecause', {
                  reference: r.reference,
                  status: t(`renewal.status.${r.status}`),
                  reason: r.reason,
                })
              : t('renewal.refused', {
                  reference: r.reference,
                  status: t(`renewal.status.${r.status}`),
                })}
          </p>
        ),
      )}
    </div>
  );
}
