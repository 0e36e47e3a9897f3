// The contact form and the admin's query desk (queries are pending until an admin resolves them).
import { z } from 'zod';
import {
  CONTACT_USER_TYPE_VALUES,
  DEFAULT_CONTACT_USER_TYPE,
} from '../reference/contact-user-types.ts';

/** pending (red badge), in-progress, resolved; the admin moves a query between them. */
export const CONTACT_QUERY_STATUSES = ['pending', 'in-progress', 'resolved'] as const;
export const contactQueryStatusSchema = z.enum(CONTACT_QUERY_STATUSES);

// The spec shows no length limits; these are generous for a support message and stop a public
// form from storing megabytes per request.
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  subject: 200,
  message: 5000,
  phone: 30,
} as const;

/** `POST api/contact/submit` (public). */
export const contactSubmitBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your full name.')
      .max(CONTACT_LIMITS.name)
      .describe('Who is writing.'),
    email: z
      .email('Please enter a valid email address.')
      .max(CONTACT_LIMITS.email)
      .describe('Where the answer goes.'),
    subject: z
      .string()
      .trim()
      .min(1, 'Please enter a subject.')
      .max(CONTACT_LIMITS.subject)
      .describe('What it is about, in a line.'),
    message: z
      .string()
      .trim()
      .min(1, 'Please enter your message.')
      .max(CONTACT_LIMITS.message)
      .describe('The question or request.'),
    userType: z
      .enum(CONTACT_USER_TYPE_VALUES)
      .default(DEFAULT_CONTACT_USER_TYPE)
      .describe('Who is writing: a member, a kind of partner, or anyone else (`general`).'),
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phone)
      .optional()
      .transform((phone) => (phone ? phone : undefined))
      .describe('A phone number to call back on, if wanted.'),
  })
  .meta({
    examples: [
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        subject: 'Adding my mother to my card',
        message: 'Can I add my mother to my membership before it renews?',
        userType: 'member',
        phone: '9845012345',
      },
    ],
  });

export const contactSubmitResponseSchema = z.object({ message: z.string(), id: z.string() });

/** A contact query as the admin's query desk lists it. */
export const contactQuerySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(CONTACT_USER_TYPE_VALUES),
  status: contactQueryStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const contactQueriesResponseSchema = z.array(contactQuerySchema);

/** `GET api/contact/queries?limit=50`: newest first. */
export const contactQueriesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .describe('At most this many queries, newest first, 1 to 200.'),
  status: contactQueryStatusSchema.optional().describe('Only queries with this status.'),
});

/** `GET api/contact/stats`: resolvedToday counts queries resolved since midnight, India time. */
export const contactStatsSchema = z.object({
  totalQueries: z.number().int(),
  pendingQueries: z.number().int(),
  resolvedToday: z.number().int(),
});

/** `PUT api/contact/queries/{id}/status`. */
export const contactStatusBodySchema = z.object({
  status: contactQueryStatusSchema.describe("The query's new status."),
});

export const contactStatusResponseSchema = z.object({
  message: z.string(),
  query: contactQuerySchema,
});

export type ContactQueryStatus = z.infer<typeof contactQueryStatusSchema>;
export type ContactSubmitBody = z.infer<typeof contactSubmitBodySchema>;
export type ContactQuery = z.infer<typeof contactQuerySchema>;
export type ContactQueriesQuery = z.infer<typeof contactQueriesQuerySchema>;
export type ContactStats = z.infer<typeof contactStatsSchema>;
export type ContactStatusBody = z.infer<typeof contactStatusBodySchema>;
