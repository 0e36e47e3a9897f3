// Desk mode's verification: a card is checked on the device first (signature,
// expiry, revocation) and shown at once; when the server can be reached its live status follows
// and any difference is named. A typed ID is the server's to check; with no answer from it, the
// card this desk last verified for the ID is checked instead, exactly as a scan would be.
import type { CardFailureReason, VerifiedCardMember, VerifiedMember } from '@mcs/shared';
import { verifyMembership } from '../../../api/partner-api.ts';
import { gotNoAnswer, messageFor } from '../../../net/message-for.ts';
import {
  findSeenCard,
  offlineDb,
  partnerIdOf,
  rememberSeenCard,
  verifyScannedCard,
} from '../../../offline/index.ts';
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
  /** A typed ID with no answer from the server and no card of it verified at this desk. */
  | { kind: 'unknown-offline' }
  | { kind: 'failed'; message: string };

export const VERIFY_NETWORK_ERROR = 'Network error. Please try again.';
export const VERIFY_FAILED = 'Verification failed';
/** Not a failure: the member may well be valid, and their card can say so with no connection. */
export const TYPED_ID_OFFLINE = "Can't check a typed ID offline: scan the member's card";

export interface CardCheckOptions {
  /** The issuer this server signs cards as (GET api/config); the shared default when unknown. */
  issuer?: string;
  /** The partner's standard discount as this device knows it (partner-offer.ts). */
  standardDiscount?: number | null;
  now?: Date;
}

export async function checkTypedId(
  token: string,
  id: string,
  options: CardCheckOptions = {},
): Promise<DeskCheck> {
  try {
    return { kind: 'member', member: await verifyMembership(token, id) };
  } catch (failure) {
    // The server's own refusal (not found, too many checks) stands: only silence falls back.
    if (gotNoAnswer(failure)) return checkSeenCard(token, id, options);
    return { kind: 'failed', message: messageFor(failure, VERIFY_FAILED) };
  }
}

/** The server cannot be asked, so the verdict is this device's only, as for a card offline. */
async function checkSeenCard(
  token: string,
  id: string,
  options: CardCheckOptions,
): Promise<DeskCheck> {
  const card = await findSeenCard(offlineDb(), partnerIdOf(token), id, options.now?.getTime())
    // A store the browser will not open knows no card: the partner is asked to scan one.
    .catch(() => null);
  if (card === null) return { kind: 'unknown-offline' };
  const checked = await checkOnDevice(card, options);
  return checked.kind === 'card' ? { ...checked, live: { state: 'offline' } } : checked;
}

/**
 * A card checked on the device. One it accepts is kept for the partner's desk, so that the member
 * can be checked by typed ID when the server cannot be reached.
 */
export async function checkCardOffline(
  token: string,
  text: string,
  options: CardCheckOptions = {},
): Promise<DeskCheck> {
  const checked = await checkOnDevice(text, options);
  if (checked.kind === 'card')
    await rememberSeenCard(
      offlineDb(),
      partnerIdOf(token),
      checked.card.membershipId,
      text,
      options.now?.getTime(),
      // Failing to keep it costs only a later offline check, never this verdict.
    ).catch(() => undefined);
  return checked;
}

async function checkOnDevice(text: string, options: CardCheckOptions): Promise<DeskCheck> {
  const result = await verifyScannedCard(offlineDb(), text, options.now, options.issuer);
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
