// Examples of the admin console's dashboard, invite, audit, verify-miss, Insights and export
// calls, for the OpenAPI document.
import type {
  adminInsightsSchema,
  adminInviteResponseSchema,
  adminStatsSchema,
  auditLogResponseSchema,
  issueAdminInviteBodySchema,
  recentMembersResponseSchema,
  recentPartnersResponseSchema,
  verifyMissesResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

export const statsAnswer = {
  totalUsers: 1280,
  activeMembers: 1164,
  approvedPartners: 86,
  pendingApplications: 4,
  monthlyRevenue: 51684,
  lastMonthRevenue: 47378,
  revenueChange: 9.1,
} satisfies z.output<typeof adminStatsSchema>;

export const recentMembersAnswer = [
  {
    _id: '12',
    name: EXAMPLE.memberName,
    plan: 'Annual',
    date: EXAMPLE.createdAt,
    status: 'Active',
  },
] satisfies z.output<typeof recentMembersResponseSchema>;

export const recentPartnersAnswer = [
  { _id: '7', name: EXAMPLE.clinicName, type: 'doctor', members: 42, status: 'Active' },
] satisfies z.output<typeof recentPartnersResponseSchema>;

export const inviteBody = { expiresInDays: 3 } satisfies z.input<typeof issueAdminInviteBodySchema>;

export const inviteAnswer = {
  message: 'Invite code created',
  code: 'INV-HRCR-93NA-MVMT-9PUB',
  expiresAt: '2026-01-12T10:15:00.000Z',
} satisfies z.output<typeof adminInviteResponseSchema>;

export const auditAnswer = {
  entries: [
    {
      id: '901',
      at: EXAMPLE.voidedAt,
      admin: { id: '7', email: EXAMPLE.partnerEmail },
      actorRole: 'partner',
      action: 'visit.void',
      target: {
        type: 'visit',
        id: '311',
        label: `${EXAMPLE.membershipId} (${EXAMPLE.memberName})`,
      },
      detail: 'Entered twice by the front desk',
    },
  ],
  pagination: { ...EXAMPLE.pagination, limit: 20, totalEntries: 1 },
} satisfies z.output<typeof auditLogResponseSchema>;

export const verifyMissesAnswer = {
  since: '2026-03-07T05:42:10.000Z',
  partners: [
    {
      partnerId: '7',
      partnerName: EXAMPLE.clinicName,
      partnerEmail: EXAMPLE.partnerEmail,
      misses: 14,
      lastMissAt: EXAMPLE.visitedAt,
    },
  ],
} satisfies z.output<typeof verifyMissesResponseSchema>;

export const insightsAnswer = {
  daily: [{ date: '2026-03-14', visits: 37, savings: 5920 }],
  partnersByType: [{ type: 'doctor', count: 52 }],
  partnersByState: [{ state: 'Karnataka', count: 31 }],
  enrolmentsByMonth: [{ month: '2026-03', count: 118 }],
} satisfies z.output<typeof adminInsightsSchema>;

export const exportCsv = [
  'membershipId,name,email,phone,plan,status,familyMembers,enrolled,validUntil',
  `${EXAMPLE.membershipId},${EXAMPLE.memberName},${EXAMPLE.memberEmail},${EXAMPLE.memberPhone},Annual,Active,1,${EXAMPLE.createdAt},${EXAMPLE.validUntil}`,
  '',
].join('\n');
