// E-mail the server sends, as the admin console lists it, and the accounts-by-e-mail calls
// (forgotten password, set a password from a link).
import { z } from 'zod';
import { pageQuerySchema, visitsPaginationSchema } from './common.ts';
import { newPasswordSchema } from './auth.ts';

/**
 * pending: waiting for its first or next try; sending: a sender holds it now; sent: the SMTP
 * server accepted it (or it was written as an .eml file); failed: refused for good or out of tries;
 * unknown: a sender stopped in the middle of sending it, and it is not sent again in case it left.
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** `GET api/admin/mail`: page and limit, as every admin list. */
export const mailListQuerySchema = pageQuerySchema;
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What it is for: password-reset, enrolment, partner-approved... */
  kind: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  /** ISO time it was queued. */
  createdAt: z.string(),
  /** ISO time it left (or was written), when it has. */
  sentAt: z.string().nullable(),
  /** The last try's error, when one failed. */
  lastError: z.string().nullable(),
});
export type MailEntry = z.infer<typeof mailEntrySchema>;

export const mailListResponseSchema = z.object({
  messages: z.array(mailEntrySchema),
  pagination: visitsPaginationSchema
    .omit({ totalVisits: true })
    .extend({ totalMessages: z.number().int() }),
  /** Where mail goes: 'smtp' or the folder of .eml files (the demo). */
  delivery: z.string(),
});
export type MailListResponse = z.infer<typeof mailListResponseSchema>;

/** `POST api/auth/forgot-password`: the answer is the same whether or not an account has it. */
export const forgotPasswordBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address')
    .max(254)
    .describe('The email the account signs in with; the link goes there.'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email, we have sent it a link to set a new password. The link works once, for 30 minutes.';

export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** `POST api/auth/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200).describe('The token from the e-mailed link.'),
  newPassword: newPasswordSchema.describe(
    'The new password: at least the minimum length, not only spaces, not a common password.',
  ),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordResponseSchema = z.object({
  /** Which sign-in page the account uses. */
  account: z.enum(['member', 'partner']),
  message: z.string(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
