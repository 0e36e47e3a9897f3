// Building blocks shared by the call schemas: ids, paging and the small answers every call gives.
import { z } from 'zod';

/** An Indian number written with its country code (+91, 0091) or trunk prefix (0). */
const INDIAN_PREFIXED = /^(?:\+91|0091|0)(\d{10})$/;

/**
 * A member's phone number as stored and compared: the spaces and dashes people type between
 * digits are dropped, and an Indian number typed as +91, 0091 or 0 and its 10 digits is those 10
 * digits. So "98450 12345", "+91 98450-12345" and "098450 12345" are one number, for enrolment
 * (one member per phone), phone sign-in and admin search alike. Idempotent: a stored number
 * normalises to itself (migration 0005 relies on it).
 */
export function normalisePhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  return INDIAN_PREFIXED.exec(compact)?.[1] ?? compact;
}

/**
 * A member's phone in a request (enrolment, sign-in): normalised first, then checked, so the
 * limits apply to the number itself and not to how many spaces it was typed with: whatever can
 * be enrolled can be typed at sign-in the same way.
 */
export const memberPhoneSchema = z
  .string()
  .trim()
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\+?\d{6,20}$/, 'Please enter a valid phone number.'));

/**
 * C0 and C1 control characters and DEL. Nobody types them into a search box, and a NUL makes
 * SQLite's full-text query parser throw, so search text never carries one to the database.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Each control character becomes a space (a tab or newline between words still separates them). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}

/**
 * Free text that reaches a search (FTS5 MATCH or LIKE): control characters stripped, trimmed,
 * at most `max` characters. `overwrite` keeps it a plain string for the OpenAPI document.
 */
export function searchTextSchema(max: number) {
  return z.string().overwrite(withoutControlCharacters).trim().max(max);
}

/** Path parameter `{id}` of admin calls: a positive whole number as text. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'The record id must be a positive whole number.')
    .describe("The record's id, as the list that named it gave it."),
});

const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** `page` and `limit` query parameters: limit defaults to the spec's 10 and is capped at 50. */
export const pageQuerySchema = z.object({
  page: page.describe('The page to answer, from 1.'),
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('Items per page, 1 to 50.'),
});

const paginationCore = {
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
  limit: z.number().int(),
};

/** Pagination of a partner list. */
export const partnersPaginationSchema = z.object({
  ...paginationCore,
  totalPartners: z.number().int(),
});
/** Pagination of a visit list. */
export const visitsPaginationSchema = z.object({
  ...paginationCore,
  totalVisits: z.number().int(),
});
/** Pagination of the admin's user list. */
export const usersPaginationSchema = z.object({ ...paginationCore, totalUsers: z.number().int() });

/** Every login (member, partner, admin) answers `{ token, message }`. */
export const loginResponseSchema = z.object({ token: z.string(), message: z.string() });

/** Calls whose success body the spec does not read answer a message anyway. */
export const messageResponseSchema = z.object({ message: z.string() });

export type PageQuery = z.infer<typeof pageQuerySchema>;
export type PartnersPagination = z.infer<typeof partnersPaginationSchema>;
export type VisitsPagination = z.infer<typeof visitsPaginationSchema>;
export type UsersPagination = z.infer<typeof usersPaginationSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const signInSchema = z.object({ email: z.string(), password: z.string() });

/**
 * `GET api/config`: what the PWA needs to know about this server. The demo sign-ins are present
 * only in demo mode, so the sample credentials on the login forms appear only there.
 */
export const appConfigSchema = z.object({
  demo: z.boolean(),
  /** The `iss` this server signs cards with (env CARD_ISSUER): desk mode checks scans against it. */
  cardIssuer: z.string().optional(),
  demoSignIns: z
    .object({
      admin: signInSchema,
      member: signInSchema,
      partner: signInSchema,
      adminInviteCode: z.string(),
    })
    .optional(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** `GET api/health`. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** `GET uploads/{name}`: the stored name from an `uploads/<name>` URL in an answer. */
export const uploadNameParamSchema = z.object({
  name: z
    .string()
    .min(1)
    .describe("The file name, as an application's `uploads/<name>` link gives it.")
    .meta({ examples: ['3f2a9c1e-certificate.pdf'] }),
});

/** `GET api/openapi.json`: an OpenAPI 3.1 document (its parts are the routes' own schemas). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
