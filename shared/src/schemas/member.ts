// The member and their visits as the member's own app sees them.
import { z } from 'zod';
import { MEMBER_VISITS_LIMIT } from '../membership/member-visits.ts';
import { pageQuerySchema } from './common.ts';

export const MEMBER_STATUSES = ['Active', 'Expired', 'Cancelled'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);

/** One person covered by a membership besides its holder (spouse, child, parent...). */
export const familyMemberSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .describe("The family member's name, as the card shows it."),
  age: z.number().int().min(0).max(130).describe('Age in years.'),
  gender: z.string().trim().min(1).max(20).describe('Male, Female or Other.'),
  relationship: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .describe('How they are related to the card holder, e.g. Spouse or Son.'),
});

/** `GET api/auth/me`. `status` is real: Expired once validUntil has passed. */
export const currentMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  plan: z.string(),
  status: memberStatusSchema,
  /** ISO 8601 instant. */
  validUntil: z.string(),
  membershipId: z.string(),
  /** How many family members are covered besides the holder: familyDetails.length. */
  familyMembers: z.number().int(),
  familyDetails: z.array(familyMemberSchema),
  /**
   * True while the password is the one an admin set at enrolment: the app asks for a new one
   * first. Absent (as in answers kept on a device from before) reads as false.
   */
  mustChangePassword: z.boolean().optional(),
});

/** One row of `GET api/partners/my-visits`, newest first. */
export const memberVisitSchema = z.object({
  id: z.string(),
  hospitalName: z.string(),
  doctorName: z.string(),
  address: z.string(),
  /** ISO 8601 instant. */
  visitedTime: z.string(),
  service: z.string(),
  /** The bill before the discount, in rupees; null when the desk recorded none. */
  billAmount: z.number().nullable(),
  /** Percent taken off the bill. */
  discountApplied: z.number(),
  /** Rupees saved on this visit (0 when no bill was recorded). */
  savedAmount: z.number(),
  /** Who was treated, when the desk named them: the holder or a family member on the card. */
  patient: z.string().optional(),
});

export const memberVisitsResponseSchema = z.array(memberVisitSchema);

/**
 * `GET api/partners/my-visits?page=&limit=`. The spec's client sends neither and reads a plain
 * list, so the answer stays an array: the newest visits by default, older ones page by page
 * (a page shorter than `limit` is the last).
 */
export const memberVisitsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MEMBER_VISITS_LIMIT.max)
    .default(MEMBER_VISITS_LIMIT.default)
    .describe(
      `Visits per page, newest first: ${MEMBER_VISITS_LIMIT.default} unless asked, at most ${MEMBER_VISITS_LIMIT.max}. A shorter page is the last.`,
    ),
});

export type MemberStatus = z.infer<typeof memberStatusSchema>;
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export type CurrentMember = z.infer<typeof currentMemberSchema>;
export type MemberVisit = z.infer<typeof memberVisitSchema>;
export type MemberVisitsQuery = z.infer<typeof memberVisitsQuerySchema>;
