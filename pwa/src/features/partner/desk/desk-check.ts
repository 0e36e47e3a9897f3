// Desk mode's verification: a card is checked on the device first (signature,
// expiry, revocation) and shown at once; when the server can be reached its live status follows
// and any difference is named. A typed ID can only be checked by the server.
import type { CardFailureReason, VerifiedCardMember, VerifiedMember } from '@mcs/shared';
import { verifyMembership } from '../../../api/partner-api.ts';
import { gotNoAnswer, messageFor } from '../../../net/message-for.ts';
import { offlineDb, verifyScannedCard } from '../../../offline/index.ts';
import { showDate } from './card-input.ts';

export type LiveCheck =
  | { state: 'checking' }
  | { state: 'offline' }
  | { state: 'done'; member: VerifiedMember }
  | { state: 'failed'; message: string };

export type DeskCheck =
  | { kind: 'idle' }
  | { kind: 'busy' }
  /**
   * `standardDiscount`: the partner's own, as this device knows it (a card cannot carry it);
   * null when none is set or the desk has never learnt it.
   */
  | { kind: 'card'; card: VerifiedCardMember; standardDiscount: number | null; live: LiveCheck }
  | { kind: 'refused'; reason: CardFailureReason; message: string }
  | { kind: 'member'; member: VerifiedMember }
  | { kind: 'failed'; message: string; hint?: string };

export const VERIFY_NETWORK_ERROR = 'Network error. Please try again.';
export const VERIFY_FAILED = 'Verification failed';
/** Said under the spec's network error: a card needs no connection, a typed ID does. */
export const SCAN_WHEN_OFFLINE =
  "With no connection, scan the member's QR card instead: it is checked on this device.";

export async function checkTypedId(token: string, id: string): Promise<DeskCheck> {
  try {
    return { kind: 'member', member: await verifyMembership(token, id) };
  } catch (failure) {
    const message = messageFor(failure, VERIFY_FAILED, { network: VERIFY_NETWORK_ERROR });
    return {
      kind: 'failed',
      message,
      ...(gotNoAnswer(failure) ? { hint: SCAN_WHEN_OFFLINE } : {}),
    };
  }
}

export interface CardCheckOptions {
  /** The issuer this server signs cards as (GET api/config); the shared default when unknown. */
  issuer?: string;
  /** The partner's standard discount as this device knows it (partner-offer.ts). */
  standardDiscount?: number | null;
  now?: Date;
}

export async function checkCardOffline(
  jws: string,
  options: CardCheckOptions = {},
): Promise<DeskCheck> {
  const result = await verifyScannedCard(offlineDb(), jws, options.now, options.issuer);
  if (!result.ok) return { kind: 'refused', reason: result.reason, message: result.message };
  return {
    kind: 'card',
    card: result.member,
    standardDiscount: options.standardDiscount ?? null,
    live: { state: 'checking' },
  };
}

/** The server's word on a card the device accepted; offline when it cannot be reached. */
export async function liveStatusOf(token: string, card: VerifiedCardMember): Promise<LiveCheck> {
  try {
    return { state: 'done', member: await verifyMembership(token, card.membershipId) };
  } catch (failure) {
    if (gotNoAnswer(failure)) return { state: 'offline' };
    return {
      state: 'failed',
      message: messageFor(failure, VERIFY_FAILED, { network: VERIFY_NETWORK_ERROR }),
    };
  }
}

/** What the server says that the card does not: each difference as a sentence for the partner. */
export function differencesFrom(card: VerifiedCardMember, live: VerifiedMember): string[] {
  const found: string[] = [];
  if (!live.valid) found.push(live.message);
  if (live.plan !== card.plan) found.push(`Plan on record: ${live.plan} (card says ${card.plan}).`);
  if (showDate(live.validUntil) !== showDate(card.validUntil))
    found.push(`Valid until on record: ${showDate(live.validUntil)}.`);
  if (live.familyMembers !== card.family.length)
    found.push(
      `Family members on record: ${live.familyMembers} (card lists ${card.family.length}).`,
    );
  return found;
}
