// The partner side: the public directory, desk-mode calls and their answers.
import { z } from 'zod';
import { filterGiven, PARTNER_TYPES } from '../reference/options.ts';
import { STANDARD_DISCOUNT_MESSAGE } from '../registration/standard-discount.ts';
import { visitMutationPayloadSchema } from '../sync/sync-push.ts';
import {
  VISIT_SEARCH_MAX_LENGTH,
  VISIT_SEARCH_TOO_LONG,
  visitsCsvRangeIssue,
} from '../visits/visit-history.ts';
import {
  pageQuerySchema,
  partnersPaginationSchema,
  searchTextSchema,
  visitsPaginationSchema,
  withoutControlCharacters,
} from './common.ts';
import { familyMemberSchema, memberStatusSchema } from './member.ts';

export const partnerTypeSchema = z.enum(PARTNER_TYPES);
export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const partnerApplicationStatusSchema = z.enum(PARTNER_APPLICATION_STATUSES);

/** One entry of the public directory (approved partners only). */
export const partnerListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: partnerTypeSchema,
  responsible: z.object({ name: z.string() }),
  contactPhone: z.string(),
  contactEmail: z.string(),
  website: z.string(),
  address: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
  dayFrom: z.string(),
  dayTo: z.string(),
  specialization: z.string().nullable(),
  council: z.object({ name: z.string(), number: z.string() }),
  discountAmount: z.string(),
  discountItems: z.array(z.string()),
  /**
   * The percentage every member gets (e.g. 20), shown beside the free-text offer; null for a
   * partner listed before partners were asked for one, until it sets one.
   */
  standardDiscount: z.number().nullable(),
  /** Relative URLs (`uploads/<name>`) of the clinic photos, public. */
  clinicPhotos: z.array(z.string()),
  membersServed: z.number().int(),
  createdAt: z.string(),
  /** 'Active' for every listed (approved) partner. */
  status: z.string(),
});

const optionalFilter = searchTextSchema(100)
  .optional()
  .transform((v) => (filterGiven(v) ? v : undefined));

const partnersQueryShape = {
  q: searchTextSchema(200)
    .optional()
    .transform((v) => (v ? v : undefined))
    .describe(
      "Words to find (each as a prefix, all required) in a partner's name, responsible person, specialization, address, district or state.",
    ),
  type: optionalFilter
    .pipe(partnerTypeSchema.optional())
    .describe(
      'Only this kind of partner: doctor, dentist, diagnostic or pharmacy. Blank or `all`: any.',
    ),
  state: optionalFilter.describe(
    'Only partners in this state, as the directory names it. Blank or `all`: any.',
  ),
  district: optionalFilter.describe('Only partners in this district. Blank or `all`: any.'),
  specialization: optionalFilter.describe(
    'Only doctors or dentists of this specialization. Blank or `all`: any.',
  ),
  ...pageQuerySchema.shape,
};

const PARTNERS_QUERY_NAMES = Object.keys(partnersQueryShape);

/** The refusal of a parameter the directory search does not take (its name cut short). */
export const unknownSearchParameter = (name: string) =>
  `Unknown search parameter "${name.slice(0, 40)}": the directory search takes only ${PARTNERS_QUERY_NAMES.join(', ')}.`;

/**
 * `GET api/partners` query: blank and 'all' filters mean "any". Any other parameter is refused:
 * ignored, a junk one would make each request a new question for the answer cache, which keeps
 * answers by address.
 */
export const partnersQuerySchema = z.strictObject(partnersQueryShape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys' ? unknownSearchParameter(issue.keys[0] ?? '') : undefined,
});

export const partnersResponseSchema = z.object({
  partners: z.array(partnerListingSchema),
  pagination: partnersPaginationSchema,
});

/** The desk's day so far: visits made since midnight in India, as "This Month" counts them. */
export const partnerTodaySchema = z.object({
  visits: z.number().int(),
  /** The bills recorded today (a visit with no bill adds nothing), in rupees. */
  billed: z.number(),
  /** What members saved today, in rupees. */
  saved: z.number(),
});

/** `GET api/partners/partner-stats`. Revenue is what members paid: bills less their savings. */
export const partnerStatsSchema = z.object({
  membersServed: z.number().int(),
  monthlyVisits: z.number().int(),
  totalRevenue: z.number(),
  /** e.g. '15.0%'; '12.5%' only when there are no visits yet. */
  averageDiscount: z.string(),
  today: partnerTodaySchema,
});

/** One visit in the partner's list of recorded visits. */
export const partnerVisitItemSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  membershipId: z.string(),
  service: z.string(),
  /** e.g. '15%'. */
  discount: z.string(),
  savedAmount: z.number(),
  billAmount: z.number().nullable(),
  /** 'N/A' when unknown (e.g. the member was deleted). */
  email: z.string(),
  phone: z.string(),
  /** en-IN date and time in India (Asia/Kolkata), ready to show. */
  date: z.string().describe('The visit day as shown on screen, in India time (display text).'),
  time: z.string().describe('The visit time as shown on screen, in India time (display text).'),
  /** ISO 8601 instant, for clients that format dates themselves. */
  visitedAt: z.string().describe('When the visit happened, as an ISO 8601 instant.'),
  flagged: z
    .boolean()
    .describe(
      'True when a visit recorded offline reached the server to find its card revoked or its membership cancelled: the visit is kept (the desk could not know) and marked for an admin to review.',
    ),
  /** Who was treated, when the desk named them: the holder or a family member on the card. */
  patient: z.string().optional(),
  /**
   * When the partner voided the visit (ISO 8601), else null: a voided visit stays listed but
   * counts in no figure. `voidReason` is what the partner gave.
   */
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** ISO 8601 instant the server recorded it: a visit may be voided within 24 hours of this. */
  recordedAt: z.string(),
});

/**
 * `GET api/partners/partner-visits`: a page, optionally of the visits whose member ID or name
 * holds `q` (any case; an ID with or without its dashes). Blank means every visit.
 */
export const partnerVisitsQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .overwrite(withoutControlCharacters)
    .trim()
    .max(VISIT_SEARCH_MAX_LENGTH, VISIT_SEARCH_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined))
    .describe(
      "Only visits whose membership ID (dashes ignored), card holder's name or treated family member's name holds this text, in any case.",
    ),
});

/**
 * `GET api/partners/partner-visits.csv`: the partner's visits from `from` to `to`, calendar days
 * in India, both included.
 */
export const partnerVisitsCsvQuerySchema = z
  .object({
    from: z.iso.date().describe('The first day to include (YYYY-MM-DD, India time).'),
    to: z.iso.date().describe('The last day to include (YYYY-MM-DD, India time).'),
  })
  .check((ctx) => {
    const issue = visitsCsvRangeIssue(ctx.value.from, ctx.value.to);
    if (issue) ctx.issues.push({ code: 'custom', message: issue, input: ctx.value, path: ['to'] });
  });

export const partnerVisitsResponseSchema = z.object({
  visits: z.array(partnerVisitItemSchema),
  pagination: visitsPaginationSchema,
});

/** `POST api/partners/verify`. Any case, with or without dashes. */
export const verifyMembershipBodySchema = z.object({
  membershipId: z
    .string()
    .trim()
    .min(1, 'Please enter a membership ID.')
    .max(64)
    .describe(
      'The membership ID read from the card or typed (any case, dashes and spaces ignored).',
    )
    .meta({ examples: ['MCS-2026-4F9A2C-81D3E7'] }),
});

/**
 * The member a desk verified, plus the live status. An expired or cancelled membership is
 * still answered 200 with the member shown, `valid: false` and a message saying why, so the desk
 * can explain it; no discount applies then.
 */
export const verifiedMemberSchema = z.object({
  name: z.string(),
  membershipId: z.string(),
  plan: z.string(),
  /**
   * The discount to give, as text: the asking partner's standard discount (e.g. '20%'), '0%' when
   * `valid` is false (no discount on an expired or inactive card), '' when the partner has set
   * none or an admin asks. Never the card's family discount, which is a discount on the fee.
   */
  discount: z.string(),
  /** The same as a number, which the desk pre-fills: 0 when `valid` is false, null when unset. */
  standardDiscount: z.number().nullable(),
  /** ISO 8601 instant. */
  validUntil: z.string(),
  familyMembers: z.number().int(),
  familyDetails: z.array(familyMemberSchema),
  status: memberStatusSchema,
  valid: z.boolean(),
  message: z.string(),
});

/**
 * `GET` and `PUT api/partners/my-discount`: what the partner offers members, as the desk uses it
 * (the standard discount it pre-fills, the services a visit is chosen from) and the directory
 * shows it.
 */
export const partnerDiscountSchema = z.object({
  /** The clinic's name, which heads its desk. */
  name: z.string(),
  standardDiscount: z.number().nullable(),
  discountAmount: z.string(),
  discountItems: z.array(z.string()),
});

/**
 * A standard discount sent as JSON: a number from 0 to 100, kept to two decimals, as the visit's
 * discount is.
 */
export const standardDiscountSchema = z
  .number({ error: STANDARD_DISCOUNT_MESSAGE })
  .min(0, STANDARD_DISCOUNT_MESSAGE)
  .max(100, STANDARD_DISCOUNT_MESSAGE)
  .transform((value) => Math.round(value * 100) / 100);

/** `PUT api/partners/my-discount`: the partner changes its standard discount. */
export const partnerDiscountBodySchema = z
  .object({
    standardDiscount: standardDiscountSchema.describe(
      'The discount every member gets, in percent (0 to 100, rounded to two decimals); the desk pre-fills it.',
    ),
  })
  .meta({ examples: [{ standardDiscount: 15 }] });

/**
 * `POST api/partners/visit`: the same payload as a sync-pushed visit. A `partnerId` in the body
 * is ignored (the partner comes from the token); savedAmount is computed from the bill when given.
 */
export const visitRecordBodySchema = visitMutationPayloadSchema;

/** The visit as stored, answered by `POST api/partners/visit`. */
export const recordedVisitSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  membershipId: z.string(),
  memberName: z.string(),
  service: z.string(),
  discountApplied: z.number(),
  billAmount: z.number().nullable(),
  savedAmount: z.number(),
  visitedAt: z.string(),
});

export const visitRecordResponseSchema = z.object({
  message: z.string(),
  visit: recordedVisitSchema,
});

/** `POST api/partners/register` success (the spec's form does not read it). */
export const partnerRegisterResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  status: partnerApplicationStatusSchema,
});

export type PartnerApplicationStatus = z.infer<typeof partnerApplicationStatusSchema>;
export type PartnerListing = z.infer<typeof partnerListingSchema>;
export type PartnersQuery = z.infer<typeof partnersQuerySchema>;
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;
export type PartnerStats = z.infer<typeof partnerStatsSchema>;
export type PartnerVisitItem = z.infer<typeof partnerVisitItemSchema>;
export type PartnerVisitsQuery = z.infer<typeof partnerVisitsQuerySchema>;
export type PartnerVisitsResponse = z.infer<typeof partnerVisitsResponseSchema>;
export type PartnerVisitsCsvQuery = z.infer<typeof partnerVisitsCsvQuerySchema>;
export type PartnerToday = z.infer<typeof partnerTodaySchema>;
export type VerifyMembershipBody = z.infer<typeof verifyMembershipBodySchema>;
export type VerifiedMember = z.infer<typeof verifiedMemberSchema>;
export type VisitRecordBody = z.infer<typeof visitRecordBodySchema>;
export type RecordedVisit = z.infer<typeof recordedVisitSchema>;
export type VisitRecordResponse = z.infer<typeof visitRecordResponseSchema>;
export type PartnerRegisterResponse = z.infer<typeof partnerRegisterResponseSchema>;
export type PartnerDiscount = z.infer<typeof partnerDiscountSchema>;
export type PartnerDiscountBody = z.input<typeof partnerDiscountBodySchema>;
