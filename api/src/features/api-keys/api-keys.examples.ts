// Examples of the API key calls, for the OpenAPI document.
import type {
  apiKeyCreateBodySchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

const key = {
  id: '3',
  name: 'Billing system',
  display: 'mcs_d403dc6af535…',
  createdAt: EXAMPLE.createdAt,
  lastUsedAt: EXAMPLE.visitedAt,
  revokedAt: null,
} satisfies z.output<typeof apiKeySchema>;

export const keysAnswer = { keys: [key] } satisfies z.output<typeof apiKeyListSchema>;

export const createKeyBody = { name: 'Billing system' } satisfies z.input<
  typeof apiKeyCreateBodySchema
>;

export const createdKeyAnswer = {
  key: { ...key, lastUsedAt: null },
  secret: 'mcs_d403dc6af535_4sic4krGbMcmkA6HkcskVFcBi3F8zvgG-O4W6HXIo-g',
} satisfies z.output<typeof apiKeyCreatedSchema>;

export const revokedKeyAnswer = { ...key, revokedAt: EXAMPLE.voidedAt } satisfies z.output<
  typeof apiKeySchema
>;
