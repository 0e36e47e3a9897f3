// Examples of the desk's sync calls (revocations, the directory, pushing offline visits), for the
// OpenAPI document.
import type {
  directoryDeltaSchema,
  revocationsDeltaSchema,
  syncPushRequestSchema,
  syncPushResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { DIRECTORY_PARTNER, EXAMPLE } from '../../openapi/example-values.ts';

export const revocationsAnswer = {
  rids: ['c9f1e2d3a4b5', '0a7d3e91b2c4'],
  cursor: '1742',
  hasMore: false,
} satisfies z.output<typeof revocationsDeltaSchema>;

export const directoryAnswer = {
  partners: [DIRECTORY_PARTNER],
  removed: ['5'],
  cursor: '3',
  hasMore: false,
} satisfies z.output<typeof directoryDeltaSchema>;

const OFFLINE_VISIT = '3b2f6a1e-9c4d-4e7a-8f10-2d5c6b7a8e91';

export const pushBody = {
  mutations: [
    {
      id: OFFLINE_VISIT,
      kind: 'visit',
      clientTime: EXAMPLE.visitedAt,
      payload: {
        membershipId: EXAMPLE.membershipId,
        service: 'Consultation',
        discountApplied: 15,
        billAmount: 800,
      },
    },
  ],
} satisfies z.input<typeof syncPushRequestSchema>;

export const pushAnswer = {
  results: [{ id: OFFLINE_VISIT, status: 'applied' }],
} satisfies z.output<typeof syncPushResponseSchema>;
