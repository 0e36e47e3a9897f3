// Examples of the admin's member calls (list, enrol, end, delete), for the OpenAPI document.
import type {
  endMembershipResponseSchema,
  enrolMemberResponseSchema,
  messageResponseSchema,
  usersPageSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

export const usersPageAnswer = {
  users: [
    {
      _id: '12',
      name: EXAMPLE.memberName,
      email: EXAMPLE.memberEmail,
      phone: EXAMPLE.memberPhone,
      membershipId: EXAMPLE.membershipId,
      plan: 'Annual',
      createdAt: EXAMPLE.createdAt,
      validUntil: EXAMPLE.validUntil,
      status: 'Active',
      cardState: 'active',
      familyMembers: 1,
    },
  ],
  pagination: { ...EXAMPLE.pagination, totalUsers: 1 },
} satisfies z.output<typeof usersPageSchema>;

export const userDeletedAnswer = { message: 'User deleted' } satisfies z.output<
  typeof messageResponseSchema
>;

export const enrolledAnswer = {
  message: 'Member enrolled',
  member: {
    id: '12',
    name: EXAMPLE.memberName,
    email: EXAMPLE.memberEmail,
    phone: EXAMPLE.memberPhone,
    plan: 'Annual',
    status: 'Active',
    validUntil: EXAMPLE.validUntil,
    membershipId: EXAMPLE.membershipId,
    familyMembers: 0,
    familyDetails: [],
    mustChangePassword: true,
  },
  password: 'LzJ9LCZnJma9',
} satisfies z.output<typeof enrolMemberResponseSchema>;

export const membershipEndedAnswer = {
  message:
    'Membership ended. Partner desks refuse its card once their devices sync, and no new card is issued.',
  membershipId: EXAMPLE.membershipId,
  status: 'Cancelled',
  revoked: ['c9f1e2d3a4b5'],
} satisfies z.output<typeof endMembershipResponseSchema>;
