import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { formatDateIN, formatRupees, GST_RATE } from '@mcs/shared';
import type { CurrentMember } from '@mcs/shared';
import { UTR_PATTERN } from '@mcs/shared/renewals';
import type { MemberRenewalsResponse, Renewal } from '@mcs/shared/renewals';
import { renewalQueries, requestRenewal } from '../../../api/renewal-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { RenewalReceipt } from './renewal-receipt.tsx';
import './renewal.css';

export const UPI_NOT_AVAILABLE =
  'Renewal by UPI is not available yet. Please contact us to renew your membership.';
export const UTR_HELP = 'The UPI transaction reference (UTR) is the 12 digits your UPI app shows.';

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
  const renewals = useQuery(renewalQueries.mine(token));
  const data = renewals.data;
  const pending = data?.renewals.find((r) => r.status === 'pending');
  return (
    <section className="card renewal" aria-labelledby="renewal-title">
      <h2 id="renewal-title">Renew your membership</h2>
      {renewals.isError && (
        <p className="muted">Renewal details will show when you&apos;re back online.</p>
      )}
      {data && pending && (
        <p role="status">
          Your renewal {pending.reference} is waiting for confirmation. We will confirm it once your
          payment of {formatRupees(pending.amounts.totalWithTax)} reaches us.
        </p>
      )}
      {data && !pending && !open && (
        <button type="button" className="btn btn-primary" onClick={onOpen}>
          Renew membership
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
  const queryClient = useQueryClient();
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: (reference: string) => requestRenewal(token, reference),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: renewalQueries.mine(token).queryKey }),
    onError: (failure) =>
      setProblem(messageFor(failure, 'Your renewal could not be sent. Please try again.')),
  });
  const { amounts, upiLink, reference } = data;
  if (!upiLink) return <p>{UPI_NOT_AVAILABLE}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setProblem('Please confirm the family members this renewal covers.');
    const typed = utr.replace(/\s+/g, '');
    if (!UTR_PATTERN.test(typed)) return setProblem(UTR_HELP);
    setProblem(null);
    sending.mutate(typed);
  };

  const people = [member.name, ...member.familyDetails.map((f) => f.name)].filter(Boolean);
  return (
    <form className="form renewal-form" onSubmit={submit} noValidate>
      <h3>1. Who this renewal covers</h3>
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
        These are the people on my card
      </label>
      <dl className="fields">
        <div className="field">
          <dt>
            Membership fee ({amounts.members} {amounts.members === 1 ? 'member' : 'members'})
          </dt>
          <dd>{formatRupees(amounts.total)}</dd>
        </div>
        <div className="field">
          <dt>GST ({Math.round(GST_RATE * 100)}%)</dt>
          <dd>{formatRupees(amounts.tax)}</dd>
        </div>
        <div className="field">
          <dt>Total to pay</dt>
          <dd>
            <strong>{formatRupees(amounts.totalWithTax)}</strong>
          </dd>
        </div>
      </dl>
      <h3>2. Pay by UPI</h3>
      <p>
        <a className="btn btn-primary" href={upiLink}>
          Pay {formatRupees(amounts.totalWithTax)} with a UPI app
        </a>
      </p>
      <figure className="renewal-qr">
        <QRCodeSVG value={upiLink} size={176} title="UPI payment QR code" />
        <figcaption>
          Or scan with any UPI app. Reference: <strong>{reference}</strong>
        </figcaption>
      </figure>
      <h3>3. Enter the UPI transaction reference</h3>
      <label htmlFor={`${id}-utr`}>UPI transaction reference (UTR)</label>
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
        {UTR_HELP}
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending.isPending}>
        {sending.isPending ? 'Sending...' : 'Send for confirmation'}
      </button>
      <p className="hint">
        Your membership is valid until {formatDateIN(data.validUntil)}; a renewal adds a year from
        then, or from today once it has ended.
      </p>
    </form>
  );
}

function PastRenewals({ renewals }: { renewals: Renewal[] }) {
  const decided = renewals.filter((r) => r.status !== 'pending');
  if (decided.length === 0) return null;
  return (
    <div className="renewal-history">
      {decided.map((r) =>
        r.status === 'confirmed' ? (
          <RenewalReceipt key={r.id} renewal={r} />
        ) : (
          <p key={r.id} className="muted">
            Renewal {r.reference} was {r.status}
            {r.reason ? `: ${r.reason}` : '.'}
          </p>
        ),
      )}
    </div>
  );
}
