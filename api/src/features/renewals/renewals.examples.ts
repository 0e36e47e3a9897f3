// Examples of the renewal calls (the member's request, the admin's decisions), for the OpenAPI
// document.
import type {
  adminRenewalSchema,
  adminRenewalsResponseSchema,
  memberRenewalsResponseSchema,
  renewalReasonBodySchema,
  renewalRequestBodySchema,
  renewalSchema,
} from '@mcs/shared/renewals';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

const amounts = { members: 2, total: 730, tax: 131.4, totalWithTax: 861.4 };
const reference = `${EXAMPLE.membershipId}-R1`;

const pending = {
  id: '19',
  reference,
  utr: '357130233701',
  status: 'pending',
  amounts,
  requestedAt: '2026-12-20T09:30:00.000Z',
  decidedAt: null,
  reason: null,
  previousValidUntil: null,
  newValidUntil: null,
} satisfies z.output<typeof renewalSchema>;

const member = { id: '12', name: EXAMPLE.memberName, membershipId: EXAMPLE.membershipId };

export const memberRenewalsAnswer = {
  amounts,
  validUntil: EXAMPLE.validUntil,
  reference,
  upiLink: `upi://pay?pa=medicostsaver%40okaxis&pn=MediCostSaver&am=861.40&cu=INR&tn=${reference}`,
  renewals: [pending],
} satisfies z.output<typeof memberRenewalsResponseSchema>;

export const renewalRequestBody = {
  familyConfirmed: true,
  utr: '357130233701',
} satisfies z.input<typeof renewalRequestBodySchema>;

export const renewalRequestedAnswer = pending;

export const adminRenewalsAnswer = {
  renewals: [{ ...pending, member }],
} satisfies z.output<typeof adminRenewalsResponseSchema>;

const decidedAt = '2026-12-21T11:00:00.000Z';

export const confirmedAnswer = {
  ...pending,
  status: 'confirmed',
  decidedAt,
  previousValidUntil: EXAMPLE.validUntil,
  newValidUntil: '2028-01-09T10:15:00.000Z',
  member,
} satisfies z.output<typeof adminRenewalSchema>;

export const refuseBody = { reason: 'No payment with this UTR reached us' } satisfies z.input<
  typeof renewalReasonBodySchema
>;

export const refusedAnswer = {
  ...pending,
  status: 'refused',
  decidedAt,
  reason: refuseBody.reason,
  member,
} satisfies z.output<typeof adminRenewalSchema>;

export const refundBody = { reason: 'Asked within the week' } satisfies z.input<
  typeof renewalReasonBodySchema
>;

export const refundedAnswer = {
  ...confirmedAnswer,
  status: 'refunded',
  reason: refundBody.reason,
  newValidUntil: EXAMPLE.validUntil,
} satisfies z.output<typeof adminRenewalSchema>;
