// Desk mode's verification: a card is checked on the device first (signature,
// expiry, revocation) and shown at once; when the server can be reached its live status follows
// and any difference is named. A typed ID is the server's to check; with no answer from it, the
// card this desk last verified for the ID is checked instead, exactly as a scan would be.
import { readCard } from '@mcs/shared';
import type { CardFailureReason, VerifiedCardMember, VerifiedMember } from '@mcs/shared';
import { verifyMembership } from '../../../api/partner-api.ts';
import { translate, type Language } from '../../../i18n';
import { ApiError } from '../../../net/errors.ts';
import { gotNoAnswer, messageFor } from '../../../net/message-for.ts';
import {
  findSeenCard,
  offlineDb,
  partnerIdOf,
  rememberSeenCard,
  verifyScannedCard,
} from '../../../offline/index.ts';
import { deskText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import { showDate } from './card-input.ts';

/**
 * What kind of failure the server's answer was, so the verdict can say it in the partner's
 * language: `other` is a reason only the server's own words give, `unknown` one nobody gave.
 */
export type FailureCause = 'network' | 'not-found' | 'too-many' | 'busy' | 'other' | 'unknown';

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
  /** `validUntil` (ISO): when an expired card ended, as the card itself says. */
  | { kind: 'refused'; reason: CardFailureReason; message: string; validUntil?: string }
  | { kind: 'member'; member: VerifiedMember }
  /** A typed ID with no answer from the server and no card of it verified at this desk. */
  | { kind: 'unknown-offline' }
  /** `message`: in the language the check was made in (CardCheckOptions.lang). */
  | { kind: 'failed'; message: string };

// The English words (the catalog holds every language's); tests and English-only paths read them.
export const VERIFY_NETWORK_ERROR = en['failed.network'];
export const VERIFY_FAILED = en['failed.generic'];
/** Not a failure: the member may well be valid, and their card can say so with no connection. */
export const TYPED_ID_OFFLINE = en['verdict.typedIdOffline'];

export interface CardCheckOptions {
  /** The issuer this server signs cards as (GET api/config); the shared default when unknown. */
  issuer?: string;
  /** The partner's standard discount as this device knows it (partner-offer.ts). */
  standardDiscount?: number | null;
  now?: Date;
  /**
   * The language the partner reads the verdict in; English (the server's own words) when not
   * given. A failure is said in it as the check ends.
   */
  lang?: Language;
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
    return {
      kind: 'failed',
      message: failureMessage(failure, messageFor(failure, VERIFY_FAILED), options.lang),
    };
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
  if (!result.ok) {
    const exp = result.reason === 'expired' ? readCard(text)?.exp : undefined;
    return {
      kind: 'refused',
      reason: result.reason,
      message: result.message,
      ...(exp === undefined ? {} : { validUntil: new Date(exp * 1000).toISOString() }),
    };
  }
  return {
    kind: 'card',
    card: result.member,
    standardDiscount: options.standardDiscount ?? null,
    live: { state: 'checking' },
  };
}

/** The server's word on a card the device accepted; offline when it cannot be reached. */
export async function liveStatusOf(
  token: string,
  card: VerifiedCardMember,
  options: Pick<CardCheckOptions, 'lang'> = {},
): Promise<LiveCheck> {
  try {
    return { state: 'done', member: await verifyMembership(token, card.membershipId) };
  } catch (failure) {
    if (gotNoAnswer(failure)) return { state: 'offline' };
    return {
      state: 'failed',
      message: failureMessage(
        failure,
        messageFor(failure, VERIFY_FAILED, { network: VERIFY_NETWORK_ERROR }),
        options.lang,
      ),
    };
  }
}

/** The kind of a failed check, read from the error's type, status and code (never its text). */
export function failureCause(failure: unknown): FailureCause {
  if (gotNoAnswer(failure)) return 'network';
  if (!(failure instanceof ApiError)) return 'unknown';
  if (failure.status === 404 || failure.code === 'not_found') return 'not-found';
  if (failure.code === 'rate_limited') return 'too-many';
  if (
    failure.code === 'busy' ||
    failure.code === 'database_unavailable' ||
    failure.code === 'storage_unavailable'
  )
    return 'busy';
  return failure.serverMessage === undefined ? 'unknown' : 'other';
}

const FAILURE_KEYS = {
  network: 'failed.network',
  'not-found': 'failed.notFound',
  'too-many': 'failed.tooMany',
  busy: 'failed.busy',
  unknown: 'failed.generic',
} as const satisfies Record<Exclude<FailureCause, 'other'>, keyof typeof en>;

/**
 * A failure as the partner reads it: in English as it was (`english`, the server's words where it
 * gave them); in Hindi or Bengali the desk's sentence for its kind, or the server's words for a
 * reason only the server can give.
 */
function failureMessage(failure: unknown, english: string, lang: Language = 'en'): string {
  const cause = failureCause(failure);
  if (lang === 'en' || cause === 'other') return english;
  return translate(deskText, FAILURE_KEYS[cause]);
}

/** One way the server's record differs from the card: the verdict words each for the partner. */
export type Difference =
  | { kind: 'not-valid' }
  | { kind: 'plan'; live: string; card: string }
  | { kind: 'valid-until'; live: string }
  | { kind: 'family'; live: number; card: number };

/** What the server says that the card does not. */
export function differencesFrom(card: VerifiedCardMember, live: VerifiedMember): Difference[] {
  const found: Difference[] = [];
  if (!live.valid) found.push({ kind: 'not-valid' });
  if (live.plan !== card.plan) found.push({ kind: 'plan', live: live.plan, card: card.plan });
  // Compared by the calendar day shown, not to the second.
  if (showDate(live.validUntil) !== showDate(card.validUntil))
    found.push({ kind: 'valid-until', live: live.validUntil });
  if (live.familyMembers !== card.family.length)
    found.push({ kind: 'family', live: live.familyMembers, card: card.family.length });
  return found;
}
