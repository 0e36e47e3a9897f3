// The member's signed card (DESIGN.md 5). A card is issued once and handed out again unchanged
// until what it says changes (name, plan, validity, family, signing key): then a new card with a
// new rid is issued and the old rid goes on the revocation list, so a stale screenshot stops
// verifying at the counter.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CARD_FAMILY_MAX,
  fitCardText,
  newCardRid,
  normaliseMembershipId,
  signCard,
} from '@mcs/shared';
import type { CardClaims, CardRevokeResponse, Jwks, MemberCardResponse } from '@mcs/shared';
import type { DB, MemberRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { cardKeyStoreFor } from '../../keys/card-key-store.ts';
import { effectiveMemberStatus, familyOf } from '../members/member-status.ts';
import { findMemberById, findMemberByMembershipId } from '../members/members.repo.ts';
import { findLiveCard, insertCard, kidsOfLiveCards, revokeLiveCards } from './cards.repo.ts';

type CardDeps = Pick<AppDeps, 'db' | 'env' | 'now'>;

const seconds = (ms: number) => Math.floor(ms / 1000);
const enDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

function cardContent(member: MemberRow, issuer: string): Omit<CardClaims, 'iat' | 'rid'> {
  return {
    iss: issuer,
    sub: member.membership_id,
    name: fitCardText(member.name),
    plan: fitCardText(member.plan, 30),
    exp: seconds(Date.parse(member.valid_until)),
    family: familyOf(member)
      .filter((f) => f.name.trim() !== '')
      .slice(0, CARD_FAMILY_MAX)
      .map((f) => ({
        name: fitCardText(f.name),
        relationship: fitCardText(f.relationship || 'Family', 20),
      })),
  };
}

function hashOf(content: Omit<CardClaims, 'iat' | 'rid'>, kid: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...content, kid }))
    .digest('base64url');
}

function refuseWithoutCard(member: MemberRow, now: Date): void {
  const status = effectiveMemberStatus(member, now);
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
      `Your membership expired on ${enDate(member.valid_until)}. Renew it to get your card.`,
    );
  }
}

export async function getMemberCard(deps: CardDeps, memberId: number): Promise<MemberCardResponse> {
  const member = await findMemberById(deps.db, memberId);
  if (!member)
    throw AppError.unauthorized('Your session has expired or is not valid. Please sign in again.');
  const now = deps.now();
  refuseWithoutCard(member, now);

  const keys = await cardKeyStoreFor(deps.env);
  const content = cardContent(member, deps.env.cardIssuer);
  const claimsHash = hashOf(content, keys.signing.kid);
  const answer = (jws: string) => ({
    jws,
    membershipId: member.membership_id,
    validUntil: member.valid_until,
  });

  // Serialised with any concurrent request for the same card, so one member never holds two live cards.
  return deps.db.transaction().execute(async (trx) => {
    const live = await findLiveCard(trx, member.id);
    if (live?.claimsHash === claimsHash) return answer(live.jws);
    const at = now.toISOString();
    if (live) await revokeLiveCards(trx, member.id, 'replaced', at);
    const rid = newCardRid();
    const jws = await signCard({ ...content, iat: seconds(now.getTime()), rid }, keys.signing);
    await insertCard(
      trx,
      member.id,
      { rid, kid: keys.signing.kid, jws, claimsHash, expiresAt: member.valid_until },
      at,
    );
    return answer(jws);
  });
}

/** Admin: cancel the member's current card (lost phone, shared screenshot). The next open issues a new one. */
export async function revokeMemberCard(
  deps: CardDeps,
  rawMembershipId: string,
  reason: string,
): Promise<CardRevokeResponse> {
  const membershipId = normaliseMembershipId(rawMembershipId);
  const member = membershipId ? await findMemberByMembershipId(deps.db, membershipId) : undefined;
  if (!member) throw AppError.notFound('No member has this membership ID.');
  const revoked = await deps.db
    .transaction()
    .execute((trx) => revokeLiveCards(trx, member.id, reason, deps.now().toISOString()));
  return {
    message:
      revoked.length > 0
        ? 'Card revoked. Partners will refuse it once their devices sync.'
        : 'This member has no card to revoke.',
    membershipId: member.membership_id,
    revoked,
  };
}

/** The signing key plus every older key that signed a card still live. */
export async function publishedJwks(
  deps: { db: Kysely<DB> } & Pick<AppDeps, 'env' | 'now'>,
): Promise<Jwks> {
  const keys = await cardKeyStoreFor(deps.env);
  const needed = new Set(await kidsOfLiveCards(deps.db, deps.now().toISOString()));
  needed.add(keys.signing.kid);
  return { keys: keys.publicKeys.filter((k) => needed.has(k.kid)) };
}
