// The one query the auth guards need: does the account behind a token still exist, and in what state.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface AccountStatus {
  /** 'active' for members and admins; the application status for partners. */
  status: 'active' | 'pending' | 'approved' | 'rejected';
  reason: string | null;
}

export async function findAccountStatus(
  db: Kysely<DB>,
  role: 'member' | 'partner' | 'admin',
  id: number,
): Promise<AccountStatus | null> {
  if (role === 'member') {
    const row = await db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst();
    return row ? { status: 'active', reason: null } : null;
  }
  if (role === 'admin') {
    const row = await db.selectFrom('admins').select('id').where('id', '=', id).executeTakeFirst();
    return row ? { status: 'active', reason: null } : null;
  }
  const row = await db
    .selectFrom('partners')
    .select(['status', 'rejection_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { status: row.status, reason: row.rejection_reason } : null;
}
