// Desk mode's parts of the sync loop and the partner's session, in one file: the loop
// (sync-loop.ts) loads it when first needed (a push, a visit recorded), since a member's phone
// runs the same loop but never pushes or records, and these bring zod, which its first screen must
// not carry. Desk mode's screens reach the partner's session only through here too, so all of it
// is one chunk (every chunk's name is listed in the home page's script). The worker's script
// bundles it.
export { visitMutationPayloadSchema } from '@mcs/shared';
export { pushOutbox } from './outbox-push.ts';
export {
  clearPartnerToken,
  hasPartnerToken,
  outboxPushToken,
  partnerIdOf,
  partnerTokenForPush,
  readPartnerSession,
  savePartnerToken,
} from './partner-session.ts';
export type { PartnerSession } from './partner-session.ts';
export { createSyncClient } from './sync-client.ts';
