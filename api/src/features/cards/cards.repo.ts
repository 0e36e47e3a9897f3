// Issued cards and the revocation list. SQL for the cards feature lives only here.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface IssuedCard {
  rid: string;
  kid: string;
  jws: string;
  claimsHash: string;
  expiresAt: string;
}

export async function findLiveCard(db: Db, memberId: number): Promise<IssuedCard | undefined> {
  const row = await db
    .selectFrom('member_cards')
    .select(['rid', 'kid', 'jws', 'claims_hash', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return (
    row && {
      rid: row.rid,
      kid: row.kid,
      jws: row.jws,
      claimsHash: row.claims_hash,
      expiresAt: row.expires_at,
    }
  );
}

export async function insertCard(
  db: Db,
  memberId: number,
  card: IssuedCard,
  issuedAt: string,
): Promise<void> {
  await db
    .insertInto('member_cards')
    .values({
      member_id: memberId,
      rid: card.rid,
      kid: card.kid,
      jws: card.jws,
      claims_hash: card.claimsHash,
      issued_at: issuedAt,
      expires_at: card.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** A member's newest card as the admin's list reads its state. */
export interface NewestCard {
  memberId: number;
  expiresAt: string;
  revokedAt: string | null;
}

/**
 * The newest card of each of these members, in one query whatever their number (a page of the
 * member list). A card replaced for new content is revoked in the transaction that issues its
 * successor, so the newest card alone tells whether the member holds a live one.
 */
export async function newestCardsOf(db: Db, memberIds: readonly number[]): Promise<NewestCard[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('member_cards')
    .select(['member_id', 'expires_at', 'revoked_at'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('member_cards')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('member_id', 'in', [...memberIds])
        .groupBy('member_id'),
    )
    .execute();
  return rows.flatMap((row) =>
    row.member_id === null
      ? []
      : [{ memberId: row.member_id, expiresAt: row.expires_at, revokedAt: row.revoked_at }],
  );
}

/** Revokes every live card of the member; returns the rids now on the revocation list. */
export async function revokeLiveCards(
  db: Db,
  memberId: number,
  reason: string,
  at: string,
): Promise<string[]> {
  const live = await db
    .selectFrom('member_cards')
    .select('rid')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  if (live.length === 0) return [];
  const rids = live.map((r) => r.rid);
  await db
    .insertInto('card_revocations')
    .values(rids.map((rid) => ({ rid, member_id: memberId, reason, revoked_at: at })))
    .onConflict((oc) => oc.column('rid').doNothing())
    .execute();
  await db.updateTable('member_cards').set({ revoked_at: at }).where('rid', 'in', rids).execute();
  return rids;
}

/** One page of the revocation list after `since`, oldest first. */
export function revocationsSince(db: Db, since: number, limit: number) {
  return db
    .selectFrom('card_revocations')
    .select(['seq', 'rid'])
    .where('seq', '>', since)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The newest seq of the revocation list, 0 when it is empty. */
export async function latestRevocationSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('card_revocations')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}
