// Examples of the contact form and the admin's queries, for the OpenAPI document.
import type {
  contactQueriesResponseSchema,
  contactStatsSchema,
  contactStatusBodySchema,
  contactStatusResponseSchema,
  contactSubmitResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

const query = {
  _id: '54',
  subject: 'Renewal for my family',
  message: 'Can I add my mother to the card when I renew?',
  name: EXAMPLE.memberName,
  email: EXAMPLE.memberEmail,
  phone: EXAMPLE.memberPhone,
  userType: 'member',
  status: 'pending',
  createdAt: EXAMPLE.createdAt,
  updatedAt: EXAMPLE.createdAt,
} satisfies z.output<typeof contactQueriesResponseSchema>[number];

export const submittedAnswer = { message: 'Message sent', id: '54' } satisfies z.output<
  typeof contactSubmitResponseSchema
>;

export const queriesAnswer = [query] satisfies z.output<typeof contactQueriesResponseSchema>;

export const statsAnswer = {
  totalQueries: 230,
  pendingQueries: 12,
  resolvedToday: 5,
} satisfies z.output<typeof contactStatsSchema>;

export const statusBody = { status: 'resolved' } satisfies z.input<typeof contactStatusBodySchema>;

export const statusAnswer = {
  message: 'Status updated',
  query: { ...query, status: 'resolved', updatedAt: EXAMPLE.voidedAt },
} satisfies z.output<typeof contactStatusResponseSchema>;
