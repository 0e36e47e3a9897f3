// The offline core's one door for screens: what the desk and the member's device use, nothing of
// its internals (push batching, pulls, the serial runner, the worker's Background Sync handler).
// Tests and the chaos suite import the modules themselves.

// The stores and what a screen reads from them.
export { offlineDb } from './db.ts';
export type { OfflineDb, OutboxItem, StoredCard } from './db.ts';
export {
  useLastSyncAt,
  usePendingCount,
  useOutboxItems,
  useStoredCard,
  useSyncStatus,
} from './hooks.ts';
export type { SyncStatus } from './hooks.ts';
export { dismissRejected } from './outbox.ts';

// The partner's session: one place reads, decodes, saves and clears it.
export {
  clearPartnerToken,
  hasPartnerToken,
  partnerIdOf,
  readPartnerSession,
  savePartnerToken,
} from './desk-sync.ts';
export type { PartnerSession } from './desk-sync.ts';

// Desk mode: the offline card check and the sync engine that records and sends visits.
export { verifyScannedCard } from './card-check.ts';
export { findSeenCard, rememberSeenCard } from './seen-cards.ts';
export { createMemberSync, createPartnerSync } from './sync-setup.ts';
export type { SyncEngine, SyncRunResult } from './sync-loop.ts';

// The member's device: the cached directory, searched with the same filters as online, and the
// copy of the member's subscription and visits kept beside the card.
export { searchDirectory } from './directory-search.ts';
export { forgetMemberOnDevice, keepMemberCopy, keptCopyFor, useKeptMember } from './member-kept.ts';
export type { KeptMember, MemberCopy } from './member-kept.ts';
