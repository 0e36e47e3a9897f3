import { GST_RATE } from '@mcs/shared';
import type { Renewal } from '@mcs/shared/renewals';
import { useFormat, useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';

/** A confirmed renewal as its receipt: the fee, the GST in it, the total and the new end. */
export function RenewalReceipt({ renewal }: { renewal: Renewal }) {
  const { t } = useT(memberText);
  const { money, date } = useFormat();
  const { amounts } = renewal;
  const receipt = t('receipt.label', { reference: renewal.reference });
  return (
    <section className="card renewal-receipt" aria-label={receipt}>
      <h3>{receipt}</h3>
      <dl className="fields">
        <div className="field">
          <dt>{t('receipt.members')}</dt>
          <dd>{amounts.members}</dd>
        </div>
        <div className="field">
          <dt>{t('receipt.fee')}</dt>
          <dd>{money(amounts.total)}</dd>
        </div>
        <div className="field">
          <dt>{t('receipt.gst', { rate: Math.round(GST_RATE * 100) })}</dt>
          <dd>{money(amounts.tax)}</dd>
        </div>
        <div className="field">
          <dt>{t('receipt.total')}</dt>
          <dd>{money(amounts.totalWithTax)}</dd>
        </div>
        <div className="field">
          <dt>{t('receipt.utr')}</dt>
          <dd>{renewal.utr}</dd>
        </div>
        <div className="field">
          <dt>{t('receipt.confirmedOn')}</dt>
          <dd>{renewal.decidedAt ? date(renewal.decidedAt) : '-'}</dd>
        </div>
        <div className="field">
          <dt>{t('receipt.validUntil')}</dt>
          <dd>{renewal.newValidUntil ? date(renewal.newValidUntil) : '-'}</dd>
        </div>
      </dl>
    </section>
  );
}
