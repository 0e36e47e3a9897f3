// Examples of the admin's mail log, for the OpenAPI document.
import type { mailListResponseSchema } from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

export const mailListAnswer = {
  messages: [
    {
      id: '77',
      to: EXAMPLE.memberEmail,
      subject: 'Set a new MediCostSaver password',
      kind: 'password-reset',
      status: 'sent',
      attempts: 1,
      createdAt: EXAMPLE.createdAt,
      sentAt: '2026-01-09T10:15:04.000Z',
      lastError: null,
    },
  ],
  pagination: { ...EXAMPLE.pagination, limit: 20, totalMessages: 1 },
  delivery: 'smtp://mail.medicostsaver.in:587',
} satisfies z.output<typeof mailListResponseSchema>;
