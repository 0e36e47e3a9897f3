// Examples of the visit calls (the member's, the desk's and the clinic software's), for the
// OpenAPI document: one visit, followed from recording to voiding.
import type {
  memberVisitsResponseSchema,
  partnerStatsSchema,
  partnerVisitsResponseSchema,
  visitRecordResponseSchema,
  visitVoidBodySchema,
  visitVoidResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

const VOID_REASON = 'Entered twice by the front desk';

export const memberVisitsAnswer = [
  {
    id: '311',
    hospitalName: EXAMPLE.clinicName,
    doctorName: EXAMPLE.doctorName,
    address: '12 MG Road, Bengaluru Urban, Karnataka',
    visitedTime: EXAMPLE.visitedAt,
    service: 'Consultation',
    billAmount: 800,
    discountApplied: 15,
    savedAmount: 120,
  },
] satisfies z.output<typeof memberVisitsResponseSchema>;

export const partnerStatsAnswer = {
  membersServed: 42,
  monthlyVisits: 118,
  totalRevenue: 94400,
  averageDiscount: '14.6%',
  today: { visits: 6, billed: 4800, saved: 720 },
} satisfies z.output<typeof partnerStatsSchema>;

export const partnerVisitsAnswer = {
  visits: [
    {
      id: '311',
      memberName: EXAMPLE.memberName,
      membershipId: EXAMPLE.membershipId,
      service: 'Consultation',
      discount: '15%',
      savedAmount: 120,
      billAmount: 800,
      email: EXAMPLE.memberEmail,
      phone: EXAMPLE.memberPhone,
      date: '14/03/2026',
      time: '11:12 am',
      visitedAt: EXAMPLE.visitedAt,
      flagged: false,
      voidedAt: null,
      voidReason: null,
      recordedAt: EXAMPLE.visitedAt,
    },
  ],
  pagination: { ...EXAMPLE.pagination, totalVisits: 1 },
} satisfies z.output<typeof partnerVisitsResponseSchema>;

export const partnerVisitsCsv = [
  'date,time,visitedAt,membershipId,memberName,patient,service,discountPercent,billAmount,savedAmount,paidAmount,flagged',
  `14/03/2026,11:12 am,${EXAMPLE.visitedAt},${EXAMPLE.membershipId},${EXAMPLE.memberName},,Consultation,15,800,120,680,no`,
  '',
].join('\n');

export const visitRecordedAnswer = {
  message: 'Visit recorded successfully',
  visit: {
    id: '311',
    clientId: '3b2f6a1e-9c4d-4e7a-8f10-2d5c6b7a8e91',
    membershipId: EXAMPLE.membershipId,
    memberName: EXAMPLE.memberName,
    service: 'Consultation',
    discountApplied: 15,
    billAmount: 800,
    savedAmount: 120,
    visitedAt: EXAMPLE.visitedAt,
  },
} satisfies z.output<typeof visitRecordResponseSchema>;

export const voidBody = { reason: VOID_REASON } satisfies z.input<typeof visitVoidBodySchema>;

export const voidedAnswer = {
  message: 'Visit voided',
  visit: { id: '311', voidedAt: EXAMPLE.voidedAt, voidReason: VOID_REASON },
} satisfies z.output<typeof visitVoidResponseSchema>;
