// Membership IDs look like MCS-2026-4F9A2C: prefix, enrolment year, six upper-case hex digits
// (DESIGN.md section 5). Partners type them by hand at the counter, so reading is forgiving
// about case, spaces and dashes while the stored form is always the canonical one.

export const MEMBERSHIP_ID_PATTERN = /^MCS-\d{4}-[0-9A-F]{6}$/;

// Anything that, once case, spaces and dashes are ignored, reads MCS + 4 digits + 6 hex digits.
const LOOSE_PATTERN = /^MCS(\d{4})([0-9A-F]{6})$/;

export function isMembershipId(value: unknown): value is string {
  return typeof value === 'string' && MEMBERSHIP_ID_PATTERN.test(value);
}

/** A fresh random ID; uses Web Crypto, present in Node 20 and every browser we support. */
export function generateMembershipId(year: number = new Date().getFullYear()): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`year must have four digits, got ${year}`);
  }
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(3));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return `MCS-${year}-${hex}`;
}

/** " mcs2026 4f9a2c" -> "MCS-2026-4F9A2C"; null when the text is not a membership ID at all. */
export function normaliseMembershipId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const match = LOOSE_PATTERN.exec(compact);
  return match ? `MCS-${match[1]}-${match[2]}` : null;
}
