// The machine-readable error codes the API may put beside its human message. The PWA switches on
// the code (never on the message text) to decide what to show, so both sides import this list.
import { z } from 'zod';

export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  // A member changing their password typed the current one wrong (401, counted like a sign-in).
  'wrong_password',
  // A set-password link that has expired or was already used (400): ask for a new one.
  'link_not_usable',
  'conflict',
  'rate_limited',
  'payload_too_large',
  // Request headers over Node's limit (16 KB), answered before the request reaches the app.
  'headers_too_large',
  'unsupported_media_type',
  'internal',
  // Card and membership outcomes: a discount must not go to an expired, revoked or inactive card.
  'expired',
  'revoked',
  'inactive',
  'invalid_signature',
  'unknown_key',
  // A pending or rejected partner may not open desk mode.
  'not_approved',
  // The store, not the request: the database is held by another writer (503, try again shortly),
  // or the disk is full (507). Nothing of the request was kept.
  'busy',
  'storage_full',
  // The database server cannot be reached (PostgreSQL restarting or gone): 503, try again shortly.
  'database_unavailable',
  // The document store (an S3-compatible bucket) cannot be reached: 503, try again shortly.
  'storage_unavailable',
  // A partner's API key sent to a route that takes only a person's session (403).
  'api_key_not_allowed',
  // A partner already holds the most live API keys it may (409).
  'too_many_keys',
  // An Idempotency-Key used before with another request (409), or whose first request is still
  // running (409: try again shortly).
  'idempotency_mismatch',
  'idempotency_in_progress',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every non-2xx answer from the API has this body: a message a user can read, and maybe a code. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: errorCodeSchema.optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
