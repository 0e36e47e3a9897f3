// What a partner offers members, as its desk uses it: the standard discount the desk shows and
// pre-fills when a membership checks out, and the services a visit is chosen from. The partner
// sets the standard discount when it registers and changes it from its dashboard; the directory
// shows it beside the free-text offer.
import type { PartnerDiscount } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonStringList } from '../../lib/json-text.ts';
import { findOffer, updateStandardDiscount } from './partner-discount.repo.ts';
import { PARTNER_NOT_FOUND } from './partner-accounts.service.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The partner's offer and name; 404 when the partner is gone (deleted after its token was checked). */
export async function partnerDiscount(deps: Deps, partnerId: number): Promise<PartnerDiscount> {
  const row = await findOffer(deps.db, partnerId);
  if (!row) throw AppError.notFound(PARTNER_NOT_FOUND);
  return {
    name: row.name,
    standardDiscount: row.standard_discount,
    discountAmount: row.discount_amount,
    discountItems: jsonStringList(row.discount_items),
  };
}

/** The partner's standard discount, or null when it has set none. */
export async function standardDiscountOf(deps: Deps, partnerId: number): Promise<number | null> {
  return (await findOffer(deps.db, partnerId))?.standard_discount ?? null;
}

/** Changes the standard discount (the body's schema holds it to 0-100) and answers the offer. */
export async function setStandardDiscount(
  deps: Pick<AppDeps, 'db' | 'now'>,
  partnerId: number,
  body: { standardDiscount: number },
): Promise<PartnerDiscount> {
  const changed = await updateStandardDiscount(
    deps.db,
    partnerId,
    body.standardDiscount,
    deps.now().toISOString(),
  );
  if (!changed) throw AppError.notFound(PARTNER_NOT_FOUND);
  return partnerDiscount(deps, partnerId);
}
