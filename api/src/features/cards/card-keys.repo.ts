// The public card keys of every instance (migration 0004). SQL for card_keys lives only here.
import type { Kysely, Transaction } from 'kysely';
import { cardPublicJwkSchema } from '@mcs/shared';
import type { CardPublicJwk } from '@mcs/shared';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Records the key this instance signs with as live (again, if another instance had retired it:
 * someone signs with it), and its older keys as retired unless they already were.
 */
export async function recordCardKeys(
  db: Db,
  keys: { signing: CardPublicJwk; older: readonly CardPublicJwk[] },
  at: string,
): Promise<void> {
  const row = (key: CardPublicJwk, retiredAt: string | null) => ({
    kid: key.kid,
    public_jwk: JSON.stringify(key),
    created_at: at,
    retired_at: retiredAt,
  });
  await db
    .insertInto('card_keys')
    .values(row(keys.signing, null))
    .onConflict((oc) => oc.column('kid').doUpdateSet({ retired_at: null }))
    .execute();
  if (keys.older.length === 0) return;
  await db
    .insertInto('card_keys')
    .values(keys.older.map((key) => row(key, at)))
    .onConflict((oc) =>
      oc.column('kid').doUpdateSet((eb) => ({
        retired_at: eb.fn.coalesce('card_keys.retired_at', 'excluded.retired_at'),
      })),
    )
    .execute();
}

/** Whether no instance signs with this key any more (an unknown kid is not known to be retired). */
export async function isRetiredKey(db: Db, kid: string): Promise<boolean> {
  const row = await db
    .selectFrom('card_keys')
    .select('retired_at')
    .where('kid', '=', kid)
    .executeTakeFirst();
  return row?.retired_at != null;
}

/**
 * Every key any instance has signed cards with. Retired keys stay published: once a device drops
 * a key, an old card of a cancelled or renewed member reads as "unknown key" (sync and scan
 * again) instead of the "revoked" or "expired" it is, and syncing never changes that answer. Keys
 * are few (one per instance and rotation). A key that leaked is another matter: delete its row
 * and revoke its cards.
 */
export async function publishedCardKeys(db: Db): Promise<CardPublicJwk[]> {
  const rows = await db
    .selectFrom('card_keys')
    .select('public_jwk')
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
  return rows.map((r) => cardPublicJwkSchema.parse(JSON.parse(r.public_jwk)));
}
