// The admin calls: the applications review, dashboard figures, server-side user and partner
// lists, and member enrolment (members cannot sign themselves up, so an admin enrols them).
import { z } from 'zod';
import { CARD_FAMILY_MAX } from '../card/card-claims.ts';
import {
  memberPhoneSchema,
  pageQuerySchema,
  partnersPaginationSchema,
  searchTextSchema,
  usersPaginationSchema,
} from './common.ts';
import { newPasswordSchema } from './auth.ts';
import { currentMemberSchema, familyMemberSchema, memberStatusSchema } from './member.ts';
import {
  PARTNER_APPLICATION_STATUSES,
  partnerApplicationStatusSchema,
  partnerTypeSchema,
} from './partner.ts';

/** `GET api/partners/applications`: pending ones unless another status (or 'all') is asked for. */
export const applicationsQuerySchema = z.object({
  status: z
    .enum([...PARTNER_APPLICATION_STATUSES, 'all'])
    .default('pending')
    .describe('Only applications with this status; `all` for every one.'),
});

/** A partner application as the admin reviews it. Files are relative `uploads/<name>` paths. */
export const partnerApplicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: partnerTypeSchema,
  status: partnerApplicationStatusSchema,
  /** Why it was rejected, when it was and a reason was given. */
  rejectionReason: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  state: z.string(),
  district: z.string(),
  address: z.string(),
  pincode: z.string(),
  responsible: z.object({ name: z.string(), sex: z.string(), age: z.string(), dob: z.string() }),
  timings: z.string().nullable(),
  timeFrom: z.string(),
  timeTo: z.string(),
  dayFrom: z.string(),
  dayTo: z.string(),
  website: z.string().nullable(),
  council: z.object({ name: z.string(), number: z.string() }),
  specialization: z.string().nullable(),
  certificateFile: z.string().nullable(),
  clinicPhotos: z.array(z.string()),
  discountAmount: z.string(),
  discountItems: z.array(z.string()),
  /** The percentage every member gets; null for an application sent before it was asked. */
  standardDiscount: z.number().nullable(),
  createdAt: z.string(),
});
export const partnerApplicationsResponseSchema = z.array(partnerApplicationSchema);

/** `POST api/partners/applications/{id}/reject`: the reason is optional. */
export const rejectApplicationBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500)
      .optional()
      .describe('Why the application is not approved; the partner reads it when signing in.'),
  })
  .meta({ examples: [{ reason: 'The council registration number could not be verified.' }] });

/** Approve and reject answer the application as it now stands. */
export const applicationDecisionResponseSchema = z.object({
  message: z.string(),
  application: partnerApplicationSchema,
});

/**
 * `GET api/partners/stats`. Revenue is the sum of membership payments recorded in the current
 * calendar month (India time); revenueChange is the percent change on last month, null when
 * last month took nothing (a computed figure, never a fixed one that would mislead an admin).
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeMembers: z.number().int(),
  approvedPartners: z.number().int(),
  pendingApplications: z.number().int(),
  monthlyRevenue: z.number(),
  lastMonthRevenue: z.number(),
  revenueChange: z.number().nullable(),
});

/** `GET api/partners/recent-members`: status is real (Active, Expired, Cancelled). */
export const recentMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  plan: z.string(),
  /** When the member was enrolled, ISO 8601. */
  date: z.string(),
  status: memberStatusSchema,
});
export const recentMembersResponseSchema = z.array(recentMemberSchema);

/** Listing status as the admin screen badges it: Active, Pending, or another (Rejected). */
export const PARTNER_LISTING_STATUSES = ['Active', 'Pending', 'Rejected'] as const;
export const partnerListingStatusSchema = z.enum(PARTNER_LISTING_STATUSES);

/** `GET api/partners/recent-partners`: members = distinct members served. */
export const recentPartnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: partnerTypeSchema,
  members: z.number().int(),
  status: partnerListingStatusSchema,
});
export const recentPartnersResponseSchema = z.array(recentPartnerSchema);

/** `GET api/partners/all-users` and `all-partners`: paging plus a server-side search. */
export const adminListQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema(200)
    .optional()
    .describe(
      "Only rows holding this text, in any case: a member's name, email, phone or membership ID; a partner's name, emails, phone, district or state.",
    ),
});

/**
 * The state of a member's newest card, which the membership status alone does not tell: an Active
 * member whose card was revoked has nothing a desk accepts until a new one is issued. `none`: no
 * card was ever issued (the member has not opened the app since enrolment).
 */
export const CARD_STATES = ['active', 'revoked', 'expired', 'none'] as const;
export const cardStateSchema = z.enum(CARD_STATES);

/** A member in the admin's user list, with the real status (not always Active). */
export const userListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  membershipId: z.string(),
  plan: z.string(),
  createdAt: z.string(),
  validUntil: z.string(),
  status: memberStatusSchema,
  cardState: cardStateSchema,
  familyMembers: z.number().int(),
});
export const usersPageSchema = z.object({
  users: z.array(userListItemSchema),
  pagination: usersPaginationSchema,
});

/** A partner in the admin's partner list (approved partners only). */
export const activePartnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: partnerTypeSchema,
  email: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  district: z.string(),
  state: z.string(),
  membersServed: z.number().int(),
  createdAt: z.string(),
});
export const adminPartnersPageSchema = z.object({
  partners: z.array(activePartnerSchema),
  pagination: partnersPaginationSchema,
});

/**
 * `POST api/admin/members`. familyDetails lists the people covered besides the holder, so the
 * price is for 1 + familyDetails.length members and the card's familyMembers is that length.
 * amount is what was paid: quoteMembership(members).totalWithTax (checked on the server); left
 * out, that fee is recorded.
 */
export const enrolMemberBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the member name.')
      .max(120)
      .describe("The card holder's name."),
    email: z.email().max(254).describe("The holder's email: their sign-in, unique among members."),
    phone: memberPhoneSchema.describe(
      "The holder's phone number: a sign-in too, unique among members.",
    ),
    /** Omit to have one generated and returned once (or, with sendSetPasswordLink, none at all). */
    password: newPasswordSchema
      .optional()
      .describe(
        "The holder's first password. Left out, one is generated and answered once, unless sendSetPasswordLink is true.",
      ),
    /**
     * With no password: e-mail the holder a link to set their own (valid 7 days) instead of
     * generating a one-time password for the admin to pass on. Leave false for a family that
     * does not read e-mail.
     */
    sendSetPasswordLink: z
      .boolean()
      .optional()
      .describe(
        'With no password: e-mail the holder a link to set their own (valid 7 days) instead of a generated password.',
      ),
    familyDetails: z
      .array(familyMemberSchema)
      .max(CARD_FAMILY_MAX)
      .default([])
      .describe('The people covered besides the holder; the fee is for 1 + this many.'),
    paymentReference: z
      .string()
      .trim()
      .min(1, 'Please enter the payment reference.')
      .max(120)
      .describe('The receipt or transaction reference of the membership payment.'),
    amount: z
      .number()
      .positive()
      .max(1_000_000)
      .optional()
      .describe(
        'What was paid, in rupees, tax included; it must be the fee for this many people. Left out, that fee is recorded.',
      ),
  })
  .meta({
    examples: [
      {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '9845012345',
        sendSetPasswordLink: true,
        familyDetails: [{ name: 'Ravi Verma', age: 44, gender: 'Male', relationship: 'Spouse' }],
        paymentReference: 'UPI 412345678901',
      },
    ],
  });

/** The generated password appears here once and is never stored in clear or shown again. */
export const enrolMemberResponseSchema = z.object({
  message: z.string(),
  /** The member as their own app will see them (`GET api/auth/me`). */
  member: currentMemberSchema,
  password: z.string().optional(),
  /** Where the set-password link was e-mailed, when one was (sendSetPasswordLink). */
  setPasswordLinkSentTo: z.string().optional(),
});

/**
 * `POST api/admin/members/{id}/end-membership`: the membership is cancelled (desks refuse it, no
 * new card is issued) and every live card revoked. The reason is optional, as for a revocation.
 */
export const endMembershipBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('Why the membership ends, for the audit log.'),
  })
  .meta({ examples: [{ reason: 'Moved abroad' }] });
export const endMembershipResponseSchema = z.object({
  message: z.string(),
  membershipId: z.string(),
  status: memberStatusSchema,
  /** Card ids (rids) revoked with it; empty when the member held no live card. */
  revoked: z.array(z.string()),
});

/** How long an issued admin invite code stays usable unless the issuer says otherwise. */
export const ADMIN_INVITE_DEFAULT_DAYS = 7;

/**
 * `POST api/admin/invites`: an admin issues a code that lets someone register as admin. The body
 * may be left out; the code can be used once, until it expires.
 */
export const issueAdminInviteBodySchema = z.object({
  expiresInDays: z
    .number()
    .int()
    .min(1)
    .max(90)
    .default(ADMIN_INVITE_DEFAULT_DAYS)
    .describe('Days the one-time code stays usable, 1 to 90.'),
});

export const adminInviteResponseSchema = z.object({
  message: z.string(),
  /** Give this to the new admin; it is the inviteCode of `POST api/auth/admin/register`. */
  code: z.string(),
  expiresAt: z.string(),
});

/**
 * Unknown membership IDs partners tried at the desk's verify call, per partner, newest first: a
 * desk guessing IDs stands out. Counted from `since` (default: 7 days back).
 */
export const verifyMissesQuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Count misses from this instant (ISO 8601); 7 days back when left out.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .describe('At most this many partners, 1 to 100.'),
});
export const verifyMissSummarySchema = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  misses: z.number().int(),
  /** ISO 8601 instant of the partner's latest miss. */
  lastMissAt: z.string(),
});
export const verifyMissesResponseSchema = z.object({
  since: z.string(),
  partners: z.array(verifyMissSummarySchema),
});

/** How far back the insights' daily series and monthly enrolments reach. */
export const INSIGHTS_DAYS = 30;
export const INSIGHTS_MONTHS = 12;

/**
 * `GET api/admin/insights`: the network's numbers in one call, from real data. Days and months
 * are India-time calendar periods, oldest first, each present even when empty. Partners are the
 * approved (listed) ones; savings are rupees members saved on recorded visits.
 */
export const adminInsightsSchema = z.object({
  daily: z.array(
    z.object({
      /** YYYY-MM-DD in India. */
      date: z.string(),
      visits: z.number().int(),
      savings: z.number(),
    }),
  ),
  partnersByType: z.array(z.object({ type: partnerTypeSchema, count: z.number().int() })),
  /** Most partners first. */
  partnersByState: z.array(z.object({ state: z.string(), count: z.number().int() })),
  enrolmentsByMonth: z.array(
    z.object({
      /** YYYY-MM in India. */
      month: z.string(),
      count: z.number().int(),
    }),
  ),
});

/** `GET api/admin/export/{kind}?search=`: a CSV file of the list with the search applied. */
export const EXPORT_KINDS = ['members', 'partners', 'visits'] as const;
export const exportParamsSchema = z.object({
  kind: z.enum(EXPORT_KINDS).describe('Which list to export.'),
});
export const exportQuerySchema = z.object({
  search: searchTextSchema(200)
    .optional()
    .describe('The same search as the list on screen; every matching row is exported.'),
});

export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;
export type RejectApplicationBody = z.infer<typeof rejectApplicationBodySchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type RecentMember = z.infer<typeof recentMemberSchema>;
export type PartnerListingStatus = z.infer<typeof partnerListingStatusSchema>;
export type RecentPartner = z.infer<typeof recentPartnerSchema>;
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
export type CardState = z.infer<typeof cardStateSchema>;
export type UserListItem = z.infer<typeof userListItemSchema>;
export type UsersPage = z.infer<typeof usersPageSchema>;
export type ActivePartner = z.infer<typeof activePartnerSchema>;
export type AdminPartnersPage = z.infer<typeof adminPartnersPageSchema>;
export type EnrolMemberBody = z.infer<typeof enrolMemberBodySchema>;
export type EnrolMemberResponse = z.infer<typeof enrolMemberResponseSchema>;
export type EndMembershipBody = z.infer<typeof endMembershipBodySchema>;
export type EndMembershipResponse = z.infer<typeof endMembershipResponseSchema>;
export type IssueAdminInviteBody = z.infer<typeof issueAdminInviteBodySchema>;
export type AdminInviteResponse = z.infer<typeof adminInviteResponseSchema>;
export type VerifyMissesQuery = z.infer<typeof verifyMissesQuerySchema>;
export type VerifyMissSummary = z.infer<typeof verifyMissSummarySchema>;
export type VerifyMissesResponse = z.infer<typeof verifyMissesResponseSchema>;
export type AdminInsights = z.infer<typeof adminInsightsSchema>;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportQuery = z.infer<typeof exportQuerySchema>;
