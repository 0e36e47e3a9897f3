import {
  FAMILY_DISCOUNT_RATE,
  GST_RATE,
  MEMBERSHIP_PRICE,
  quoteMembership,
} from '@mcs/shared/pricing';
import { useFormat, useT } from '../../../i18n';
import { plansText } from './i18n/catalog.ts';

/**
 * The family price breakdown beside the stepper. The discount line appears only above one
 * member; per-member is rounded to whole rupees by quoteMembership.
 */
export function FamilyQuote({ members }: { members: number }) {
  const quote = quoteMembership(members);
  const { t } = useT(plansText);
  const { money } = useFormat();
  return (
    <dl className="quote" data-testid="family-quote">
      <div className="quote-row">
        <dt>{t('quote.base', { members, price: money(MEMBERSHIP_PRICE) })}</dt>
        <dd>{money(quote.basePrice)}</dd>
      </div>
      {quote.familyDiscount > 0 && (
        <div className="quote-row quote-discount">
          <dt>{t('quote.discount', { rate: FAMILY_DISCOUNT_RATE * 100 })}</dt>
          <dd>-{money(quote.familyDiscount)}</dd>
        </div>
      )}
      <div className="quote-row quote-total">
        <dt>{t('quote.total')}</dt>
        <dd>{money(quote.total)}</dd>
      </div>
      <div className="quote-row">
        <dt>{t('quote.perMember')}</dt>
        <dd>{t('quote.perYear', { amount: money(quote.perMember) })}</dd>
      </div>
      <div className="quote-row quote-tax">
        <dt>{t('quote.gst', { rate: Math.round(GST_RATE * 100) })}</dt>
        <dd>{money(quote.tax)}</dd>
      </div>
    </dl>
  );
}
