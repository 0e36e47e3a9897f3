// Membership IDs look like MCS-2026-4F9A2C-81D3E7: prefix, enrolment year, then 48 random bits as
// two groups of six upper-case hex digits. The first members got one group (MCS-2026-4F9A2C, the
// original product's format); those IDs stay valid. 24 bits were too few:
// a script calling verify could walk a year's whole space in hours, and each hit names a member
// and their family. At 48 bits, even every partner guessing at its verify limit for years finds
// next to nothing. Partners type IDs by hand at the counter, so reading is forgiving about case,
// spaces and dashes while the stored form is always the canonical one.

/** Random bits in a new membership ID: two groups of six hex digits. */
export const MEMBERSHIP_ID_RANDOM_BITS = 48;

/** A canonical ID: the current long form, or the short one of the first members. */
export const MEMBERSHIP_ID_PATTERN = /^MCS-\d{4}-[0-9A-F]{6}(?:-[0-9A-F]{6})?$/;

// Anything that, once case, spaces and dashes are ignored, reads MCS + 4 digits + 6 or 12 hex
// digits. The two lengths cannot be mistaken for each other.
const LOOSE_PATTERN = /^MCS(\d{4})([0-9A-F]{6})([0-9A-F]{6})?$/;

export function isMembershipId(value: unknown): value is string {
  return typeof value === 'string' && MEMBERSHIP_ID_PATTERN.test(value);
}

const hexGroup = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/** A fresh random ID; uses Web Crypto, present in Node 20 and every browser we support. */
export function generateMembershipId(year: number = new Date().getFullYear()): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`year must have four digits, got ${year}`);
  }
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(MEMBERSHIP_ID_RANDOM_BITS / 8));
  return `MCS-${year}-${hexGroup(bytes.subarray(0, 3))}-${hexGroup(bytes.subarray(3))}`;
}

/**
 * " mcs2026 4f9a2c 81d3e7" -> "MCS-2026-4F9A2C-81D3E7", " mcs2026 4f9a2c" -> "MCS-2026-4F9A2C";
 * null when the text is not a membership ID at all.
 */
export function normaliseMembershipId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const match = LOOSE_PATTERN.exec(compact);
  if (!match) return null;
  const [, year, first, second] = match;
  return second ? `MCS-${year}-${first}-${second}` : `MCS-${year}-${first}`;
}
