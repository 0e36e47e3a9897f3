// The sync client as desk mode and the service worker use it: each answer read with its shared
// zod schema. A member's device reads them with lighter checks (member-sync.ts).
import {
  directoryDeltaSchema,
  jwksSchema,
  memberCardResponseSchema,
  revocationsDeltaSchema,
  syncPushResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import {
  createSyncClientWith,
  type AnswerReader,
  type SyncClient,
  type SyncTransport,
} from './sync-calls.ts';

export { NO_CONNECTION } from './sync-calls.ts';
export type { SyncCallResult, SyncClient, SyncTransport } from './sync-calls.ts';

function withSchema<S extends z.ZodType>(schema: S): AnswerReader<z.output<S>> {
  return (answer) => {
    const parsed = schema.safeParse(answer);
    return parsed.success ? parsed.data : undefined;
  };
}

// Built on each call, not in the module: background-sync.ts imports this file for the service
// worker, and a schema reader built at the top would bring zod into every page importing that.
export function createSyncClient(transport: SyncTransport): SyncClient {
  return createSyncClientWith(transport, {
    push: withSchema(syncPushResponseSchema),
    directory: withSchema(directoryDeltaSchema),
    revocations: withSchema(revocationsDeltaSchema),
    jwks: withSchema(jwksSchema),
    memberCard: withSchema(memberCardResponseSchema),
  });
}
