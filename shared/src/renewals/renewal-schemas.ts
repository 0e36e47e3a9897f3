// The renewal, reminder and push contracts between the API and the app.
import { z } from 'zod';
import { UTR_PATTERN } from './renewal-rules.ts';

export const RENEWAL_STATUSES = ['pending', 'confirmed', 'refused', 'refunded'] as const;
export const renewalStatusSchema = z.enum(RENEWAL_STATUSES);
export type RenewalStatus = z.infer<typeof renewalStatusSchema>;

/** `POST api/members/me/renewals`: the family on the card confirmed, and the UPI reference. */
export const renewalRequestBodySchema = z.object({
  familyConfirmed: z
    .literal(true, {
      error: 'Please confirm the family members this renewal covers.',
    })
    .describe('`true`: the member confirmed the family members on the card are the ones renewed.'),
  utr: z
    .string()
    .trim()
    .regex(UTR_PATTERN, 'The UPI transaction reference (UTR) is the 12 digits your UPI app shows.')
    .describe('The 12-digit UPI transaction reference (UTR) of the payment.'),
});
export type RenewalRequestBody = z.infer<typeof renewalRequestBodySchema>;

export const renewalAmountsSchema = z.object({
  members: z.number().int().positive(),
  /** Before tax, after any family discount. */
  total: z.number(),
  tax: z.number(),
  totalWithTax: z.number(),
});

export const renewalSchema = z.object({
  id: z.string(),
  /** What the member puts in the UPI note, and what the receipt names. */
  reference: z.string(),
  utr: z.string(),
  status: renewalStatusSchema,
  amounts: renewalAmountsSchema,
  requestedAt: z.string(),
  /** Confirmed, refused or refunded at. */
  decidedAt: z.string().nullable(),
  /** Why it was refused or refunded. */
  reason: z.string().nullable(),
  /** The membership's end before and after a confirmed renewal. */
  previousValidUntil: z.string().nullable(),
  newValidUntil: z.string().nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** `GET api/members/me/renewals`: what the member owes now, the UPI details, and past requests. */
export const memberRenewalsResponseSchema = z.object({
  amounts: renewalAmountsSchema,
  validUntil: z.string(),
  /** The reference the next request will carry (shown in the UPI note). */
  reference: z.string(),
  /** The `upi://pay` link for that amount and reference; null while no UPI ID is configured. */
  upiLink: z.string().nullable(),
  renewals: z.array(renewalSchema),
});
export type MemberRenewalsResponse = z.infer<typeof memberRenewalsResponseSchema>;

export const adminRenewalSchema = renewalSchema.extend({
  member: z.object({ id: z.string(), name: z.string(), membershipId: z.string() }),
});
export type AdminRenewal = z.infer<typeof adminRenewalSchema>;

export const adminRenewalsQuerySchema = z.object({
  status: renewalStatusSchema.optional().describe('Only renewals with this status.'),
});
export const adminRenewalsResponseSchema = z.object({ renewals: z.array(adminRenewalSchema) });
export type AdminRenewalsResponse = z.infer<typeof adminRenewalsResponseSchema>;

export const renewalIdParamsSchema = z.object({
  id: z.string().regex(/^\d+$/, 'The renewal id is a number.').describe("The renewal's id."),
});

export const renewalReasonBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give a reason.')
    .max(500)
    .describe('Why, shown to the member.'),
});
export type RenewalReasonBody = z.infer<typeof renewalReasonBodySchema>;

/** `GET api/members/me/reminder`: the banner, or null when no reminder is due. */
export const reminderBannerSchema = z.object({
  validUntil: z.string(),
  daysLeft: z.number().int(),
  amount: z.number(),
});
export const reminderBannerResponseSchema = z.object({ reminder: reminderBannerSchema.nullable() });
export type ReminderBanner = z.infer<typeof reminderBannerSchema>;

export const vapidKeyResponseSchema = z.object({ publicKey: z.string() });

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().max(2000).describe('The push service address the browser gave.'),
  keys: z
    .object({
      p256dh: z.string().min(1).max(200).describe("The browser's public key (base64url)."),
      auth: z.string().min(1).max(100).describe("The browser's authentication secret (base64url)."),
    })
    .describe("The subscription's keys, as the browser gave them."),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** What the service worker receives in a push and shows as a notification. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
