import { z } from 'zod';

/**
 * Pull side of the sync protocol: the directory and the revocation list are read in pages of
 * changes since a cursor. Cursors are opaque strings to the client;
 * `since=0` or no `since` starts from the beginning. Pages are bounded and say `hasMore`.
 */
/** Rids per page of `GET api/sync/revocations`: 16 characters each, so a page is ~10 KB. */
export const REVOCATIONS_PAGE_SIZE = 500;

/**
 * Feed entries read per page of `GET api/sync/directory`: about 650 bytes of JSON each, so a page
 * is under 700 KB, and about a tenth of that on the wire (the API compresses JSON). Few pages
 * matter more than small ones: on a mobile link each page costs a round trip.
 */
export const DIRECTORY_FEED_PAGE_SIZE = 1000;

export const syncCursorQuerySchema = z.object({
  since: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'The since cursor must be one returned by a previous sync.')
    .optional()
    .describe(
      'The `cursor` of the previous answer; left out, the feed starts from the beginning. Ask again while `hasMore` is true.',
    ),
});

// No maximum here, for the reason the directory feed has none (directory-delta.ts): an installed
// app that refused a bigger page would stop learning of revoked cards.
export const revocationsDeltaSchema = z.object({
  rids: z.array(z.string()),
  cursor: z.string(),
  hasMore: z.boolean(),
});

export const memberCardResponseSchema = z.object({
  /**
   * The signed card as its QR code carries it: a compact card (`MCS1:` + Base45) since cards had
   * to fit a version 10 code, a compact JWS before. The field keeps its first name so the apps
   * already installed, which store it and draw it as they get it, go on working.
   */
  jws: z.string(),
  membershipId: z.string(),
  /** ISO 8601 instant. */
  validUntil: z.string(),
});

export type SyncCursorQuery = z.infer<typeof syncCursorQuerySchema>;
export type RevocationsDelta = z.infer<typeof revocationsDeltaSchema>;
export type MemberCardResponse = z.infer<typeof memberCardResponseSchema>;
