// The queries the auth guards need: does the account behind a token still exist, in what state,
// and under which session generation; and raising that generation to end its sessions.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type AccountRole = 'member' | 'partner' | 'admin';

export interface AccountStatus {
  /** 'active' for members and admins; the application status for partners. */
  status: 'active' | 'pending' | 'approved' | 'rejected';
  reason: string | null;
  /** Tokens issued under another generation are no longer sessions of this account. */
  sessionGeneration: number;
}

const TABLE_OF = { member: 'members', partner: 'partners', admin: 'admins' } as const;

export async function findAccountStatus(
  db: Kysely<DB>,
  role: AccountRole,
  id: number,
): Promise<AccountStatus | null> {
  if (role === 'partner') {
    const row = await db
      .selectFrom('partners')
      .select(['status', 'rejection_reason', 'session_generation'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          status: row.status,
          reason: row.rejection_reason,
          sessionGeneration: row.session_generation,
        }
      : null;
  }
  const row = await db
    .selectFrom(TABLE_OF[role])
    .select('session_generation')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { status: 'active', reason: null, sessionGeneration: row.session_generation } : null;
}

/** Ends every session of the account issued so far: their tokens carry the old generation. */
export async function raiseSessionGeneration(
  db: Kysely<DB>,
  role: AccountRole,
  id: number,
): Promise<void> {
  await db
    .updateTable(TABLE_OF[role])
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
