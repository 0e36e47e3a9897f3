// The audit log of admin actions: who did what to whom, and when. An entry is written in
// the same transaction as the action, so there is never an action without its entry or an entry
// for an action that rolled back. Admin and target are copied as text (email, name, membership
// ID), not linked: the log must still read after the admin or the target account is deleted.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function auditLogMigration(dialect: Dialect): Migration {
  const idColumn = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
  return {
    async up(db: AnyDb) {
      // Newest first is id order (ids only grow), so the primary key serves the listing.
      await idColumn(db.schema.createTable('audit_log'))
        .addColumn('admin_id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull())
        .addColumn('admin_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('target_label', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
