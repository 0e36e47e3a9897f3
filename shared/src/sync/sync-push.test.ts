import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { syncPushRequestSchema } from './sync-push.ts';

const visit = {
  id: '0b8a4c1e-5f0e-4c4e-9d1a-2f5b6c7d8e9f',
  kind: 'visit',
  clientTime: '2026-06-01T10:00:00.000Z',
  payload: { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 },
};

describe('the sync push request', () => {
  it('reads a batch with a broken item in it as a mutation and an item to answer rejected', () => {
    const parsed = syncPushRequestSchema.parse({ mutations: [visit, { id: 'not-a-uuid' }] });

    expect(parsed.mutations).toEqual([{ mutation: visit }, { unreadable: { id: 'not-a-uuid' } }]);
  });

  it('refuses a batch that is empty or has an item without an id', () => {
    expect(syncPushRequestSchema.safeParse({ mutations: [] }).success).toBe(false);
    expect(syncPushRequestSchema.safeParse({ mutations: [{ kind: 'visit' }] }).success).toBe(false);
  });

  it('describes a visit mutation field by field for the API documentation', () => {
    const json = JSON.stringify(z.toJSONSchema(syncPushRequestSchema, { io: 'input' }));

    for (const field of ['clientTime', 'payload', 'membershipId', 'discountApplied'])
      expect(json).toContain(`"${field}"`);
  });
});
