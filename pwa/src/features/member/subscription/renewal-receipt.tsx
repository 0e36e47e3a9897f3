import { formatDateIN, formatRupees, GST_RATE } from '@mcs/shared';
import type { Renewal } from '@mcs/shared/renewals';

/** A confirmed renewal as its receipt: the fee, the GST in it, the total and the new end. */
export function RenewalReceipt({ renewal }: { renewal: Renewal }) {
  const { amounts } = renewal;
  return (
    <section className="card renewal-receipt" aria-label={`Receipt ${renewal.reference}`}>
      <h3>Receipt {renewal.reference}</h3>
      <dl className="fields">
        <div className="field">
          <dt>Members covered</dt>
          <dd>{amounts.members}</dd>
        </div>
        <div className="field">
          <dt>Membership fee</dt>
          <dd>{formatRupees(amounts.total)}</dd>
        </div>
        <div className="field">
          <dt>GST ({Math.round(GST_RATE * 100)}%)</dt>
          <dd>{formatRupees(amounts.tax)}</dd>
        </div>
        <div className="field">
          <dt>Total paid</dt>
          <dd>{formatRupees(amounts.totalWithTax)}</dd>
        </div>
        <div className="field">
          <dt>UPI transaction reference</dt>
          <dd>{renewal.utr}</dd>
        </div>
        <div className="field">
          <dt>Confirmed on</dt>
          <dd>{formatDateIN(renewal.decidedAt)}</dd>
        </div>
        <div className="field">
          <dt>Valid until</dt>
          <dd>{formatDateIN(renewal.newValidUntil)}</dd>
        </div>
      </dl>
    </section>
  );
}
