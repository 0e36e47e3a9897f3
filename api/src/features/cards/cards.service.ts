// The member's signed card. A card is issued once and handed out again unchanged
// until what it says changes (name, plan, validity, family) or no instance signs with its key any
// more: then a new card with a new rid is issued and the old rid goes on the revocation list, so a
// stale screenshot stops verifying at the counter. Which instance answers does not matter: a card
// signed by another instance's live key is handed out as it is. A card in the first format (a
// compact JWS, too dense for the desk's camera) is replaced the same way the next time the member's
// app asks, so every phone moves to the compact card at its next sync.
import { createHash } from 'node:crypto';
import {
  CARD_FAMILY_MAX,
  cardFormatOf,
  expiredOn,
  fitCardText,
  newCardRid,
  normaliseMembershipId,
  signCard,
} from '@mcs/shared';
import type { CardClaims, CardRevokeResponse, CardState, MemberCardResponse } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { takeTurn } from '../../db/write-locks.ts';
import { AppError } from '../../lib/app-error.ts';
import { endSessions } from '../auth/auth.service.ts';
import type { AdminPrincipal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { findMemberById, findMemberByMembershipId } from '../members/members.service.ts';
import type { Member } from '../members/members.service.ts';
import { enqueueEvent } from '../webhooks/webhooks.service.ts';
import { isRetiredKey } from './card-keys.repo.ts';
import { cardSigningKeys } from './card-keys.service.ts';
import { findLiveCard, insertCard, newestCardsOf, revokeLiveCards } from './cards.repo.ts';
import * as cards from './cards.repo.ts';

type CardDeps = Pick<AppDeps, 'db' | 'env' | 'now'>;

const seconds = (ms: number) => Math.floor(ms / 1000);

function cardContent(member: Member, issuer: string): Omit<CardClaims, 'iat' | 'rid'> {
  return {
    iss: issuer,
    sub: member.membershipId,
    name: fitCardText(member.name),
    plan: fitCardText(member.plan, 30),
    exp: seconds(Date.parse(member.validUntil)),
    family: member.family
      .filter((f) => f.name.trim() !== '')
      // Enrolment takes no more than this; only rows written before that limit can hold more.
      .slice(0, CARD_FAMILY_MAX)
      .map((f) => ({
        name: fitCardText(f.name),
        relationship: fitCardText(f.relationship || 'Family', 20),
      })),
  };
}

/** What the card says, whatever key signs it: instances with different keys agree on it. */
function hashOf(content: Omit<CardClaims, 'iat' | 'rid'>): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

function refuseWithoutCard(member: Member, now: Date): void {
  const status = member.statusOn(now);
  if (status === 'Cancelled') {
    throw new AppError(
      403,
      'inactive',
      'Your membership has been cancelled, so there is no card to show.',
    );
  }
  if (status === 'Expired') {
    throw new AppError(
      403,
      'expired',
      `Your membership ${expiredOn(new Date(member.validUntil))}. Renew it to get your card.`,
    );
  }
}

export async function getMemberCard(deps: CardDeps, memberId: number): Promise<MemberCardResponse> {
  const member = await findMemberById(deps.db, memberId);
  if (!member)
    throw AppError.unauthorized('Your session has expired or is not valid. Please sign in again.');
  const now = deps.now();
  refuseWithoutCard(member, now);

  const keys = await cardSigningKeys(deps);
  const content = cardContent(member, deps.env.cardIssuer);
  const claimsHash = hashOf(content);
  const answer = (jws: string) => ({
    jws,
    membershipId: member.membershipId,
    validUntil: member.validUntil,
  });

  // Serialised with any concurrent request for the same card, so one member never holds two live cards.
  return deps.db.transaction().execute(async (trx) => {
    await takeTurn(trx, 'memberCard', member.id);
    const live = await findLiveCard(trx, member.id);
    // After a rotation the old key is retired: its cards move to the new key as members open them.
    const keyRetired =
      live !== undefined && live.kid !== keys.signing.kid && (await isRetiredKey(trx, live.kid));
    const current = live !== undefined && cardFormatOf(live.jws) === 'compact';
    if (live?.claimsHash === claimsHash && current && !keyRetired) return answer(live.jws);
    const at = now.toISOString();
    if (live) await revokeLiveCards(trx, member.id, 'replaced', at);
    const rid = newCardRid();
    const jws = await signCard({ ...content, iat: seconds(now.getTime()), rid }, keys.signing);
    await insertCard(
      trx,
      member.id,
      { rid, kid: keys.signing.kid, jws, claimsHash, expiresAt: member.validUntil },
      at,
    );
    return answer(jws);
  });
}

/**
 * Admin: cancel the member's current card (lost phone, shared screenshot). The next open issues a
 * new one. The member's sessions end too: a lost phone still signed in would otherwise fetch that
 * new card straight away. The member signs in again on their new phone.
 */
export async function revokeMemberCard(
  deps: CardDeps,
  actor: AdminPrincipal,
  rawMembershipId: string,
  reason: string,
): Promise<CardRevokeResponse> {
  const membershipId = normaliseMembershipId(rawMembershipId);
  const member = membershipId ? await findMemberByMembershipId(deps.db, membershipId) : undefined;
  if (!member) throw AppError.notFound('No member has this membership ID.');
  const at = deps.now().toISOString();
  const revoked = await deps.db.transaction().execute(async (trx) => {
    await endSessions(trx, 'member', member.id);
    const rids = await revokeLiveCards(trx, member.id, reason, at);
    // Only a revocation that cancelled a card is an action; "no card to revoke" changed nothing.
    if (rids.length > 0) {
      await announceRevocation(trx, member.id, member.membershipId, rids, at, false);
      await recordAdminAction(trx, actor, {
        action: 'card.revoke',
        target: {
          type: 'card',
          id: member.membershipId,
          label: `${member.name} ${member.membershipId}`,
        },
        at,
        detail: reason,
      });
    }
    return rids;
  });
  return {
    message:
      revoked.length > 0
        ? 'Card revoked. Partners will refuse it once their devices sync.'
        : 'This member has no card to revoke.',
    membershipId: member.membershipId,
    revoked,
  };
}

/**
 * The state of each member's newest card at `now`, for a page of the admin's member list (one
 * query for the page). Members with no card ever issued are `none`.
 */
export async function cardStatesOf(
  db: Kysely<DB>,
  memberIds: readonly number[],
  now: Date,
): Promise<Map<number, CardState>> {
  const states = new Map<number, CardState>(memberIds.map((id) => [id, 'none']));
  for (const card of await newestCardsOf(db, memberIds)) {
    const state: CardState =
      card.revokedAt !== null
        ? 'revoked'
        : Date.parse(card.expiresAt) < now.getTime()
          ? 'expired'
          : 'active';
    states.set(card.memberId, state);
  }
  return states;
}

/**
 * Cancels every live card of a member whose membership is ending, in the caller's transaction
 * (with the membership's change and its audit entry), and ends the member's sessions so a phone
 * still signed in stops showing the card at once. Answers the rids now on the revocation list.
 */
export async function revokeCardsOfEndedMembership(
  trx: Kysely<DB>,
  memberId: number,
  reason: string,
  at: string,
): Promise<string[]> {
  await endSessions(trx, 'member', memberId);
  const rids = await revokeLiveCards(trx, memberId, reason, at);
  if (rids.length > 0) {
    const member = await findMemberById(trx, memberId);
    if (member) await announceRevocation(trx, memberId, member.membershipId, rids, at, true);
  }
  return rids;
}

/**
 * A `card.revoked` webhook, in the revocation's transaction, to each partner that has served the
 * member: their software may hold the card as good. The admin's reason stays with us.
 */
function announceRevocation(
  trx: Kysely<DB>,
  memberId: number,
  membershipId: string,
  rids: readonly string[],
  at: string,
  membershipEnded: boolean,
): Promise<void> {
  return enqueueEvent({ now: () => new Date(at) }, trx, {
    type: 'card.revoked',
    to: { partnersWhoServed: memberId },
    data: { membershipId, rids: [...rids], revokedAt: at, membershipEnded },
  });
}

/** An entry of the card revocation list: its place in the feed, and the revoked card's rid. */
export interface Revocation {
  seq: number;
  rid: string;
}

/** One page of the card revocation list after `since`, oldest first (the sync pull's feed). */
export async function revocationsSince(
  db: Kysely<DB>,
  since: number,
  limit: number,
): Promise<Revocation[]> {
  const rows = await cards.revocationsSince(db, since, limit);
  return rows.map((row) => ({ seq: Number(row.seq), rid: row.rid }));
}

/** The newest seq of the revocation list, 0 when it is empty. */
export function latestRevocationSeq(db: Kysely<DB>): Promise<number> {
  return cards.latestRevocationSeq(db);
}
