// The audit_log table: one row per admin action, appended, never changed.
import type { Kysely } from 'kysely';
import type { AuditLogRow, DB, NewAuditLogRow } from '../../db/schema.ts';

export async function insertAuditEntry(db: Kysely<DB>, row: NewAuditLogRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** One page, newest first: ids only grow, so id order is commit order and the key serves it. */
export async function selectAuditPage(
  db: Kysely<DB>,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const { total } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}
