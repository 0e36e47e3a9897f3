// What the member's app last learnt from the server (the member with their subscription and
// family, and the visits loaded), kept on the device beside the card. With no answer from the
// server the member area shows this copy with its time rather than empty screens that would claim
// there is nothing; it leaves the device with the card at logout (a family shares one phone).
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { readTokenClaims } from '../net/tokens.ts';
import type { KeptMember, OfflineDb } from './db.ts';
import { offlineDb } from './db.ts';

export type { KeptMember };

/** A copy of what the server said, as the member area shows it. */
export interface MemberCopy {
  member: CurrentMember;
  /** Newest first, as many pages as were loaded. */
  visits: MemberVisit[];
  /** No older visits exist beyond these (the last page loaded was not full). */
  visitsComplete: boolean;
  /** When the server gave it (ISO 8601). */
  at: string;
}

/**
 * The member a session token belongs to (its `id` claim, the member's `id`), or null when it does
 * not read as one. Read without checking the signature: it only picks which copy may be shown,
 * and the copy on this device is the member's own data, not something the token grants.
 */
export function memberIdOf(token: string | null): string | null {
  const id = token ? readTokenClaims(token)?.id : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * The kept copy when it is the signed-in member's: on a phone a family shares, where a logout
 * could not run before someone else signed in, another member's copy is never shown.
 */
export function keptCopyFor(token: string | null, kept: KeptMember | null): KeptMember | null {
  return kept && kept.member.id === memberIdOf(token) ? kept : null;
}

/** Replaces the kept copy with what the server has just said. */
export async function keepMemberCopy(db: OfflineDb, copy: MemberCopy): Promise<void> {
  await db.memberKept.put({ id: 'current', ...copy });
}

/** Takes the member's card and the kept copy off the device together. */
export async function forgetMemberOnDevice(db: OfflineDb): Promise<void> {
  await db.transaction('rw', db.card, db.memberKept, async () => {
    await db.card.clear();
    await db.memberKept.clear();
  });
}

/** The kept copy, null when there is none; undefined until the device has answered. */
export function useKeptMember(db: OfflineDb = offlineDb()): KeptMember | null | undefined {
  return useLiveQuery(async () => (await db.memberKept.get('current')) ?? null, [db]);
}
