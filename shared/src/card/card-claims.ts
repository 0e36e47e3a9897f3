import { z } from 'zod';

/**
 * The claims inside a member's signed card (modelled on SMART Health Cards, which a verifier
 * checks with no network).
 * Every byte ends up in the QR code, so values are capped: a card must stay readable at
 * error-correction M by a mid-range phone camera at arm's length.
 */
export const CARD_ALG = 'ES256';
/**
 * The `iss` of our cards when env CARD_ISSUER is not set. A server names the issuer it uses in
 * `GET api/config` (cardIssuer), and desk mode checks scanned cards against that one, so a
 * deployment with its own CARD_ISSUER still has its edited cards called `tampered`, not `forged`.
 */
export const DEFAULT_CARD_ISSUER = 'https://medicostsaver.in';
export const CARD_NAME_MAX = 60;
export const CARD_FAMILY_MAX = 10;

export const cardFamilyMemberSchema = z.object({
  name: z.string().min(1).max(CARD_NAME_MAX),
  relationship: z.string().min(1).max(20),
});

export const cardClaimsSchema = z.object({
  iss: z.string().min(1).max(100),
  /** The membership ID, e.g. MCS-2026-4F9A2C. */
  sub: z.string().min(1).max(40),
  name: z.string().min(1).max(CARD_NAME_MAX),
  plan: z.string().min(1).max(30),
  /** validUntil, in seconds since the epoch (JWT `exp`). */
  exp: z.number().int().positive(),
  iat: z.number().int().positive(),
  family: z.array(cardFamilyMemberSchema).max(CARD_FAMILY_MAX),
  /** Card id: what the revocation list names when a card is cancelled or replaced. */
  rid: z.string().min(1).max(40),
});

export type CardFamilyMember = z.infer<typeof cardFamilyMemberSchema>;
export type CardClaims = z.infer<typeof cardClaimsSchema>;

/**
 * What a card says about the member, in either format. The compact card carries no issuing time
 * (the desk never reads it; the server keeps it) and names its issuer by a short tag only.
 */
export const cardContentSchema = cardClaimsSchema.omit({ iss: true, iat: true });
export type CardContent = z.infer<typeof cardContentSchema>;

/**
 * Relationships the compact card writes as one small number instead of a word: the ones the
 * enrolment form offers. Issued cards name them by position, so this list is only ever appended
 * to, never reordered; any other relationship travels as text.
 */
export const CARD_RELATIONSHIP_CODES: readonly string[] = [
  'Spouse',
  'Son',
  'Daughter',
  'Father',
  'Mother',
  'Other',
  'Self',
];

/** What desk mode shows once a card verified. */
export interface VerifiedCardMember {
  membershipId: string;
  name: string;
  plan: string;
  /** ISO 8601 instant the membership ends. */
  validUntil: string;
  family: CardFamilyMember[];
  // No discount: the card's "Family Discount" is a discount on the membership fee, and the desk
  // gives the partner's own standard discount, which no card can know.
  rid: string;
  /** When the card was signed; only a compact JWS card (the first format) says so. */
  issuedAt?: string;
}

export function claimsToMember(claims: CardContent & { iat?: number }): VerifiedCardMember {
  return {
    membershipId: claims.sub,
    name: claims.name,
    plan: claims.plan,
    validUntil: new Date(claims.exp * 1000).toISOString(),
    family: claims.family,
    rid: claims.rid,
    ...(claims.iat === undefined ? {} : { issuedAt: new Date(claims.iat * 1000).toISOString() }),
  };
}

/** Trims long names so the card stays small; the full name lives on the server. */
export function fitCardText(text: string, max = CARD_NAME_MAX): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}
