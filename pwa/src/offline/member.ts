// The offline core's door for the member's device: the card and the kept copy of the member, the
// cached directory and its search, and the member's sync. Desk mode's parts (checking a scanned
// card with its CBOR, inflate and signature code, the cards a desk has seen) stay behind
// index.ts: a module the member area imports through here is all a member's phone downloads of
// this folder, so the card's verification never reaches it.
export { offlineDb } from './db.ts';
export type { OfflineDb, StoredCard } from './db.ts';
export { useLastSyncAt, useStoredCard } from './member-hooks.ts';
export { createMemberSync } from './member-sync.ts';
export { searchDirectory } from './directory-search.ts';
export { forgetMemberOnDevice, keepMemberCopy, keptCopyFor, useKeptMember } from './member-kept.ts';
export type { KeptMember, MemberCopy } from './member-kept.ts';
