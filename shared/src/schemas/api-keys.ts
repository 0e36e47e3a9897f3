// A partner's API keys for its clinic software, and the visit void both a desk and a key may send.
import { z } from 'zod';
import { withoutControlCharacters } from './common.ts';

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'mcs_';
/** Live keys a partner may hold at once: a clinic needs one per system, not hundreds. */
export const MAX_LIVE_API_KEYS = 10;

export const API_KEY_NAME_MESSAGE = 'Please give the key a name of at most 60 characters.';

/** `POST api/partners/api-keys`: what the partner calls the key (e.g. the software's name). */
export const apiKeyCreateBodySchema = z.object({
  name: z
    .string({ error: API_KEY_NAME_MESSAGE })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, API_KEY_NAME_MESSAGE)
    .max(60, API_KEY_NAME_MESSAGE)
    .describe('What the partner calls the key, e.g. the name of its practice software'),
});

/** A key as the dashboard lists it: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What identifies the key without its secret, e.g. `mcs_ab12cd34…`. */
  display: z.string(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

/** The answer to creating a key: the only time its secret is ever shown. */
export const apiKeyCreatedSchema = z.object({
  key: apiKeySchema,
  /** The whole key, `mcs_…`: send it as `Authorization: Bearer mcs_…`. Shown once. */
  secret: z.string(),
});

export const VOID_REASON_MESSAGE = 'Please say why the visit is voided (at most 200 characters).';

/** `POST api/partners/visits/{id}/void`. */
export const visitVoidBodySchema = z.object({
  reason: z
    .string({ error: VOID_REASON_MESSAGE })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, VOID_REASON_MESSAGE)
    .max(200, VOID_REASON_MESSAGE)
    .describe('Why the visit is voided, e.g. "Recorded twice" or "Wrong member"'),
});

export const visitVoidResponseSchema = z.object({
  message: z.string(),
  visit: z.object({ id: z.string(), voidedAt: z.string(), voidReason: z.string() }),
});

export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBodySchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
export type VisitVoidBody = z.infer<typeof visitVoidBodySchema>;
export type VisitVoidResponse = z.infer<typeof visitVoidResponseSchema>;
