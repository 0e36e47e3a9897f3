// Clinic software calling the API on its own.
// `partner_api_keys`: a partner's keys for machines. The secret is kept as its SHA-256 only; the
// short `public_id` (unique) finds the row and is what the dashboard shows (`mcs_ab12cd34…`).
// A revoked key keeps its row (revoked_at set) so the list still says what it was and when.
// `idempotency_keys`: the first answer to a creating POST sent with an `Idempotency-Key`, per
// caller and key, kept 24 hours; the primary key is what lets one of two concurrent duplicates in.
// `visits.voided_at` / `void_reason`: a visit the partner voided stays (the audit trail and the
// member's history keep it) but no longer counts.
// `audit_log.actor_role`: partners' own actions (keys, voids) are logged beside admins'; the
// existing rows were all admins'.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function apiKeysIdempotencyMigration(dialect: Dialect): Migration {
  const idType = dialect === 'sqlite' ? 'integer' : 'bigint';
  return {
    async up(db: AnyDb) {
      const keys = db.schema.createTable('partner_api_keys');
      await (
        dialect === 'sqlite'
          ? keys.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          : keys.addColumn('id', 'bigserial', (c) => c.primaryKey())
      )
        .addColumn('partner_id', idType, (c) =>
          c.notNull().references('partners.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await sql`create index partner_api_keys_partner_idx on partner_api_keys (partner_id, id)`.execute(
        db,
      );

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'idempotency_key'])
        .execute();
      await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(
        db,
      );

      await db.schema.alterTable('visits').addColumn('voided_at', 'text').execute();
      await db.schema.alterTable('visits').addColumn('void_reason', 'text').execute();

      await db.schema
        .alterTable('audit_log')
        .addColumn('actor_role', 'text', (c) => c.notNull().defaultTo('admin'))
        .execute();
    },
  };
}
