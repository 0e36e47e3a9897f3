// What a member's card and subscription show of the plan: its name when none is stored, and the
// card's "Family Discount" line. Apart from pricing.ts, whose fee the public pages show: only the
// signed-in areas show these, so the home page's script does not carry them.

export const DEFAULT_PLAN_LABEL = 'Annual';
/** The "Family Discount" line on the member card. */
export const FAMILY_CARD_DISCOUNT = { withFamily: '10%', withoutFamily: '0%' } as const;

export function familyCardDiscount(familyMembers: number): '10%' | '0%' {
  return familyMembers > 0 ? FAMILY_CARD_DISCOUNT.withFamily : FAMILY_CARD_DISCOUNT.withoutFamily;
}
