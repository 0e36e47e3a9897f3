// partner_api_keys: a partner's keys, stored as their secret's SHA-256 (migration 0019).
import type { Kysely } from 'kysely';
import type {
  DB,
  PartnerApiKeysTable,
  PartnerStatusValue,
  PartnerTypeValue,
} from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

export type ApiKeyRow = Selectable<PartnerApiKeysTable>;

export async function insertApiKey(
  db: Kysely<DB>,
  row: Insertable<PartnerApiKeysTable>,
): Promise<ApiKeyRow> {
  return db.insertInto('partner_api_keys').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The partner's keys, newest first, revoked ones too (the list says when). */
export function listApiKeys(db: Kysely<DB>, partnerId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('partner_api_keys')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countLiveApiKeys(db: Kysely<DB>, partnerId: number): Promise<number> {
  const { n } = await db
    .selectFrom('partner_api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function findPartnerApiKey(
  db: Kysely<DB>,
  partnerId: number,
  keyId: number,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('partner_api_keys')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('id', '=', keyId)
    .executeTakeFirst();
}

/** Revokes a live key; false when it was already revoked (or is not the partner's). */
export async function revokeApiKeyRow(
  db: Kysely<DB>,
  partnerId: number,
  keyId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('partner_api_keys')
    .set({ revoked_at: at })
    .where('partner_id', '=', partnerId)
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface KeyHolder {
  key: ApiKeyRow;
  partner: {
    email: string;
    type: PartnerTypeValue;
    status: PartnerStatusValue;
    rejectionReason: string | null;
  };
}

/** The key with this public id and the partner holding it, in one read on every keyed call. */
export async function findKeyHolder(
  db: Kysely<DB>,
  publicId: string,
): Promise<KeyHolder | undefined> {
  const row = await db
    .selectFrom('partner_api_keys')
    .innerJoin('partners', 'partners.id', 'partner_api_keys.partner_id')
    .selectAll('partner_api_keys')
    .select([
      'partners.email as partner_email',
      'partners.type as partner_type',
      'partners.status as partner_status',
      'partners.rejection_reason as partner_rejection_reason',
    ])
    .where('partner_api_keys.public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { partner_email, partner_type, partner_status, partner_rejection_reason, ...key } = row;
  return {
    key,
    partner: {
      email: partner_email,
      type: partner_type,
      status: partner_status,
      rejectionReason: partner_rejection_reason,
    },
  };
}

/**
 * Notes a use of the key, at most once a minute (`staleBefore`): a busy integration would
 * otherwise write the row on every call.
 */
export async function touchApiKey(
  db: Kysely<DB>,
  keyId: number,
  at: string,
  staleBefore: string,
): Promise<void> {
  await db
    .updateTable('partner_api_keys')
    .set({ last_used_at: at })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}
