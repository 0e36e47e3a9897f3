import { z } from 'zod';

/**
 * The outbox protocol (DESIGN.md 6 and 9). Each mutation carries a client-made UUID that the
 * server stores uniquely, so a batch can be replayed any number of times, in any order, and a
 * visit is still recorded once.
 */
export const SYNC_PUSH_BATCH_MAX = 1_000;

export const visitMutationPayloadSchema = z.object({
  membershipId: z.string().trim().min(1).max(40),
  service: z.string().trim().min(1).max(200),
  /** Discount percentage given at the counter. */
  discountApplied: z.number().min(0).max(100),
  billAmount: z.number().min(0).max(10_000_000).optional(),
  savedAmount: z.number().min(0).max(10_000_000).optional(),
});

export const syncMutationSchema = z.object({
  id: z.uuid(),
  kind: z.literal('visit'),
  /** When the partner recorded it at the counter (ISO 8601), possibly long before the push. */
  clientTime: z.iso.datetime({ offset: true }),
  payload: visitMutationPayloadSchema,
});

export const syncPushRequestSchema = z.object({
  mutations: z.array(syncMutationSchema).min(1).max(SYNC_PUSH_BATCH_MAX),
});

/**
 * What the server accepts before judging items one by one: a bad item is answered `rejected`
 * with its reason instead of failing the whole batch, so one broken record never blocks the
 * rest of an outbox.
 */
export const syncPushEnvelopeSchema = z.object({
  mutations: z
    .array(z.looseObject({ id: z.string().trim().min(1).max(64) }))
    .min(1)
    .max(SYNC_PUSH_BATCH_MAX),
});

export const SYNC_ITEM_STATUSES = ['applied', 'duplicate', 'rejected'] as const;

export const syncPushResultSchema = z.object({
  id: z.string(),
  status: z.enum(SYNC_ITEM_STATUSES),
  reason: z.string().optional(),
  /** Applied, but worth an admin's look (e.g. the card was revoked after the visit). */
  flagged: z.boolean().optional(),
});

export const syncPushResponseSchema = z.object({ results: z.array(syncPushResultSchema) });

export type VisitMutationPayload = z.infer<typeof visitMutationPayloadSchema>;
export type SyncMutation = z.infer<typeof syncMutationSchema>;
export type SyncPushRequest = z.infer<typeof syncPushRequestSchema>;
export type SyncItemStatus = (typeof SYNC_ITEM_STATUSES)[number];
export type SyncPushResult = z.infer<typeof syncPushResultSchema>;
export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;
