import { z } from 'zod';

/**
 * The outbox protocol: the desk pushes a batch and the server answers each item applied,
 * duplicate or rejected with a reason. Each mutation carries a client-made UUID that the
 * server stores uniquely, so a batch can be replayed any number of times, in any order, and a
 * visit is still recorded once.
 */
export const SYNC_PUSH_BATCH_MAX = 1_000;

export const visitMutationPayloadSchema = z
  .object({
    membershipId: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .describe('The membership ID on the card (any case, with or without dashes or spaces).'),
    service: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe('What the member came for, as the desk names it.'),
    /** Discount percentage given at the counter. */
    discountApplied: z
      .number()
      .min(0)
      .max(100)
      .describe('The discount given, in percent (0 to 100).'),
    billAmount: z
      .number()
      .min(0)
      .max(10_000_000)
      .optional()
      .describe("The bill before the discount, in rupees; at most the server's MAX_BILL_AMOUNT."),
    savedAmount: z
      .number()
      .min(0)
      .max(10_000_000)
      .optional()
      .describe(
        'What the member saved, in rupees: needs a bill and must agree with bill × discount to the rupee. Left out, the server works it out from the bill.',
      ),
    /**
     * Who was treated: the card holder or a family member on the card, by name as the
     * card shows it. Optional; the server refuses a name that is not on the member's card and
     * keeps the name with the visit (both visit lists show it).
     */
    patient: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .describe(
        'Who was treated: the card holder or a family member on the card, by name as the card shows it. Left out: the card holder.',
      ),
  })
  .meta({
    examples: [
      {
        membershipId: 'MCS-2026-4F9A2C-81D3E7',
        service: 'Consultation',
        discountApplied: 20,
        billAmount: 800,
        patient: 'Asha Verma',
      },
    ],
  });

export const syncMutationSchema = z.object({
  id: z
    .uuid()
    .describe(
      'A UUID the device made when the visit was recorded: sent again, the visit is not stored twice.',
    ),
  kind: z.literal('visit').describe('What the item records: a visit.'),
  /** When the partner recorded it at the counter (ISO 8601), possibly long before the push. */
  clientTime: z.iso
    .datetime({ offset: true })
    .describe(
      'When the visit was recorded at the counter (ISO 8601), perhaps long before the push.',
    ),
  payload: visitMutationPayloadSchema.describe('The visit, as the desk records it online.'),
});

/**
 * An item the server takes into a batch only to answer it `rejected` with the reason: one broken
 * record never fails the whole batch or blocks the rest of an outbox.
 */
const unreadableMutationSchema = z
  .looseObject({
    id: z.string().trim().min(1).max(64).describe("The item's id, as the device made it."),
  })
  .describe('Any other item with an id: answered `rejected` with the reason.');

/**
 * `POST api/sync/push`. Each item is a visit mutation; a batch is refused whole only when it is
 * empty, too long or an item has no id. Each item is read once, as a `mutation` to judge or as an
 * `unreadable` item to answer rejected (the server parses that one again for the reason).
 */
export const syncPushRequestSchema = z.object({
  mutations: z
    .array(
      z.union([
        syncMutationSchema.transform((mutation) => ({ mutation })),
        unreadableMutationSchema.transform((unreadable) => ({ unreadable })),
      ]),
    )
    .min(1)
    .max(SYNC_PUSH_BATCH_MAX)
    .describe(
      'Visits recorded at the desk, each with the id (a UUID) the desk gave it: an id the server has seen is answered `duplicate`, never recorded twice.',
    ),
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
export type SyncPushRequest = z.input<typeof syncPushRequestSchema>;
/** A pushed item as the server reads it. */
export type SyncPushItem = z.output<typeof syncPushRequestSchema>['mutations'][number];
export type SyncItemStatus = (typeof SYNC_ITEM_STATUSES)[number];
export type SyncPushResult = z.infer<typeof syncPushResultSchema>;
export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;
