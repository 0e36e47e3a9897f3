import {
  FAMILY_DISCOUNT_RATE,
  GST_RATE,
  MEMBERSHIP_PRICE,
  formatRupees,
  quoteMembership,
} from '@mcs/shared/pricing';

/**
 * The family price breakdown beside the stepper. The discount line appears only above one
 * member; per-member is rounded to whole rupees by quoteMembership.
 */
export function FamilyQuote({ members }: { members: number }) {
  const quote = quoteMembership(members);
  return (
    <dl className="quote" data-testid="family-quote">
      <div className="quote-row">
        <dt>
          Base Price ({members} × {formatRupees(MEMBERSHIP_PRICE)})
        </dt>
        <dd>{formatRupees(quote.basePrice)}</dd>
      </div>
      {quote.familyDiscount > 0 && (
        <div className="quote-row quote-discount">
          <dt>Family Discount ({FAMILY_DISCOUNT_RATE * 100}%)</dt>
          <dd>-{formatRupees(quote.familyDiscount)}</dd>
        </div>
      )}
      <div className="quote-row quote-total">
        <dt>Yearly Total</dt>
        <dd>{formatRupees(quote.total)}</dd>
      </div>
      <div className="quote-row">
        <dt>Per Member</dt>
        <dd>{formatRupees(quote.perMember)}/year</dd>
      </div>
      <div className="quote-row quote-tax">
        <dt>+ GST ({Math.round(GST_RATE * 100)}%)</dt>
        <dd>{formatRupees(quote.tax)}</dd>
      </div>
    </dl>
  );
}
