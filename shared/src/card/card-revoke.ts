import { z } from 'zod';

/**
 * `POST api/admin/cards/{membershipId}/revoke`: an admin cancels a member's current card (lost
 * phone, shared screenshot); the member's next open issues a new one.
 */
export const cardRevokeParamsSchema = z.object({
  membershipId: z.string().trim().min(1).max(40).describe('The membership whose card is revoked.'),
});

/** The body may be left out: an admin may revoke without giving a reason. */
export const cardRevokeBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .default('revoked_by_admin')
      .describe('Why, for the audit log (a lost phone, a shared screenshot).'),
  })
  .meta({ examples: [{ reason: 'Lost phone' }] });

export const cardRevokeResponseSchema = z.object({
  message: z.string(),
  membershipId: z.string(),
  /** Card ids (rids) revoked by this call; empty when the member had no live card. */
  revoked: z.array(z.string()),
});

export type CardRevokeParams = z.infer<typeof cardRevokeParamsSchema>;
export type CardRevokeBody = z.infer<typeof cardRevokeBodySchema>;
export type CardRevokeResponse = z.infer<typeof cardRevokeResponseSchema>;
