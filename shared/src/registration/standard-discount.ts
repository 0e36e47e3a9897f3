// The partner's standard discount: the percentage every member gets at its counter, which the desk
// shows when a membership checks out and pre-fills when it records the visit. A number, beside the
// free-text offer ("20% on consultation"), so that nobody at the desk has to read a percentage out
// of a sentence, and so that the card's family discount (a discount on the membership fee) is never
// mistaken for it. No zod here: the desk's chunk reads these, and the JSON schema lives with the
// partner schemas.
export const STANDARD_DISCOUNT_MESSAGE =
  'Please enter the standard discount every member gets at your counter, as a percentage from 0 to 100 (for example 20).';

/** Whole percent or at most two decimals, an optional '%': "20", "12.5", "15 %". */
const TYPED_PERCENT = /^(\d{1,3})(\.\d{1,2})?\s*%?$/;

/** The typed text as a percentage from 0 to 100, or null when it is not one. */
export function readStandardDiscount(text: string | undefined): number | null {
  const match = TYPED_PERCENT.exec((text ?? '').trim());
  if (!match) return null;
  const value = Number(`${match[1]}${match[2] ?? ''}`);
  return value <= 100 ? value : null;
}

/** The percentage as the desk and the directory show it: 20 -> '20%', 12.5 -> '12.5%'. */
export function showPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
