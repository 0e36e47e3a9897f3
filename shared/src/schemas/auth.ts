// Sign-in payloads and the session token claims: partner {id, email, type}, admin {id, email,
// isAdmin}, member {id, email, role: 'member'}.
import { z } from 'zod';
import { weakPasswordProblem } from '../passwords/password-rule.ts';
import {
  NEW_PASSWORD_SAME,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from '../passwords/password-words.ts';
import { PARTNER_TYPES } from '../reference/options.ts';
import { loginResponseSchema, memberPhoneSchema } from './common.ts';

const email = z.email().max(254).describe('The email the account signs in with.');
const password = z
  .string()
  .min(1, 'Please enter your password.')
  .max(200)
  .describe("The account's password.");
/**
 * A password being set: the spec's minimum with its exact message, then the shared rule (not
 * only spaces, not a common password). Admin registration and member enrolment both use it.
 */
// Marked pure so a bundle that never uses it (the PWA's member and desk areas read the token
// claims below) leaves out the common-password list it reaches.
export const newPasswordSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200)
    .superRefine((password, ctx) => {
      const problem = weakPasswordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }))();

/** What a member signs in with besides the password: exactly one of these. */
const MEMBER_IDENTIFIERS = ['email', 'phone'] as const;
export const SIGN_IN_WITH_ONE = 'Please send your email or your phone number, not both.';

/**
 * `POST api/auth/login`: a member signs in with email or phone, exactly one of them. An exclusive
 * union, so the document says it as `oneOf` (a generator types it as one or the other) and the
 * server refuses both or neither, the same rule in both places.
 */
export const memberLoginBodySchema = z
  .xor(
    [
      z
        .object({
          email: email.describe("The member's email."),
          password: password.describe("The member's password."),
        })
        .describe('Sign in with email.'),
      z
        .object({
          phone: memberPhoneSchema.describe(
            "The member's phone number as enrolled (spaces and dashes ignored).",
          ),
          password: password.describe("The member's password."),
        })
        .describe('Sign in with phone.'),
    ],
    {
      // One message for the whole body: which identifier is missing or doubled, or else the first
      // problem of the one the member sent (a wrong email, an empty password).
      error: (issue) => {
        if (issue.code !== 'invalid_union') return undefined;
        const input = issue.input as Partial<Record<string, unknown>> | undefined;
        const sent = MEMBER_IDENTIFIERS.map((name) => input?.[name] !== undefined);
        if (sent.every(Boolean)) return SIGN_IN_WITH_ONE;
        const chosen = sent.indexOf(true);
        if (chosen < 0) return 'Please enter your email or phone number.';
        return issue.errors[chosen]?.[0]?.message;
      },
    },
  )
  .describe('Sign in with `email` or `phone` (exactly one of them is required) and the password.')
  .meta({ examples: [{ phone: '9845012345', password: 'correct horse battery' }] });

/**
 * The member's sign-in answer. `mustChangePassword` is true while the password is the one an admin
 * set at enrolment (which the admin, and whoever carried it to the family, has seen): the app asks
 * for a new one before anything else.
 */
export const memberLoginResponseSchema = /* @__PURE__ */ loginResponseSchema.extend({
  mustChangePassword: z.boolean(),
});

/**
 * `POST api/auth/change-password`: the signed-in member's or partner's current password, and a new
 * one under the same rule as every password being set. Answered with a fresh token of the caller's
 * role (loginResponseSchema): the change ends every session issued before, this one's included.
 */
export const changePasswordBodySchema = /* @__PURE__ */ (() =>
  z
    .object({
      currentPassword: z
        .string()
        .min(1, 'Please enter your current password.')
        .max(200)
        .describe('The password the member or partner signs in with now.'),
      newPassword: newPasswordSchema.describe(
        'The new password: at least the minimum length, not only spaces, not a common password, not the current one.',
      ),
    })
    .refine((body) => body.newPassword !== body.currentPassword, {
      message: NEW_PASSWORD_SAME,
      path: ['newPassword'],
    }))();

/** `POST api/partners/login` and `POST api/auth/admin/login`. */
export const emailLoginBodySchema = z
  .object({ email, password })
  .meta({ examples: [{ email: 'desk@clinic.in', password: 'correct horse battery' }] });
export const partnerLoginBodySchema = emailLoginBodySchema;
export const adminLoginBodySchema = emailLoginBodySchema;

/**
 * `POST api/auth/admin/register`: name, email, phone and password, plus an invite code (no one
 * becomes admin uninvited).
 */
export const adminRegisterBodySchema = /* @__PURE__ */ (() =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name.')
      .max(200)
      .describe("The admin's name."),
    email,
    phone: z
      .string()
      .trim()
      .min(1, 'Please enter your phone number.')
      .max(30)
      .describe("The admin's phone number."),
    password: newPasswordSchema.describe(
      'The password to set: at least the minimum length, not only spaces, not a common password.',
    ),
    inviteCode: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe(
        "A one-time code from a signed-in admin (`POST /api/admin/invites`) or the server's ADMIN_INVITE_CODE; without a valid one the registration is refused.",
      ),
  }))();

/**
 * The account's session generation the token was issued under; the API refuses a token whose
 * generation is not the account's current one (a logout, password change or card revocation
 * raised it). Tokens issued before generations existed carry none and count as 0.
 */
const sessionGeneration = z.number().int().min(0).optional();

export const memberTokenClaimsSchema = z.object({
  role: z.literal('member'),
  id: z.string(),
  email: z.string(),
  gen: sessionGeneration,
});
export const partnerTokenClaimsSchema = z.object({
  role: z.literal('partner'),
  id: z.string(),
  email: z.string(),
  type: z.enum(PARTNER_TYPES),
  gen: sessionGeneration,
});
export const adminTokenClaimsSchema = z.object({
  role: z.literal('admin'),
  id: z.string(),
  email: z.string(),
  isAdmin: z.literal(true),
  gen: sessionGeneration,
});
/** What a session token carries; the PWA decodes it to route, the API verifies it. */
export const sessionClaimsSchema = /* @__PURE__ */ z.discriminatedUnion('role', [
  memberTokenClaimsSchema,
  partnerTokenClaimsSchema,
  adminTokenClaimsSchema,
]);

export type MemberLoginBody = z.infer<typeof memberLoginBodySchema>;
export type MemberLoginResponse = z.infer<typeof memberLoginResponseSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type EmailLoginBody = z.infer<typeof emailLoginBodySchema>;
export type AdminRegisterBody = z.infer<typeof adminRegisterBodySchema>;
export type MemberTokenClaims = z.infer<typeof memberTokenClaimsSchema>;
export type PartnerTokenClaims = z.infer<typeof partnerTokenClaimsSchema>;
export type AdminTokenClaims = z.infer<typeof adminTokenClaimsSchema>;
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
