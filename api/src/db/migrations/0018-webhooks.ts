// Webhooks a partner's software receives (features/webhooks). `webhook_endpoints`: where a
// partner wants deliveries, which events, and the endpoint's signing secret (kept as it is: the
// server signs each delivery with it). `webhook_deliveries` is the queue: one row per event and
// endpoint, written in the same transaction as the change it tells about, so a rolled-back visit
// sends nothing and a committed one is never lost; the body is fixed when the row is written, so
// every try sends the same bytes under the same event id. A dispatcher in each server process
// claims due rows with a lease (`lease_owner`, `lease_until`), so two instances never send the
// same try. `webhook_attempts` is the delivery log the dashboard shows: one row per try.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function webhooksMigration(dialect: Dialect): Migration {
  const idColumn = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
  const reference = dialect === 'sqlite' ? 'integer' : 'bigint';
  return {
    async up(db: AnyDb) {
      await idColumn(db.schema.createTable('webhook_endpoints'))
        .addColumn('partner_id', reference, (c) =>
          c.notNull().references('partners.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_endpoints_partner_idx')
        .on('webhook_endpoints')
        .column('partner_id')
        .execute();

      await idColumn(db.schema.createTable('webhook_deliveries'))
        .addColumn('endpoint_id', reference, (c) =>
          c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .execute();
      // The dispatcher's question: which pending rows are due.
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_idx')
        .on('webhook_deliveries')
        .column('endpoint_id')
        .execute();

      await idColumn(db.schema.createTable('webhook_attempts'))
        .addColumn('delivery_id', reference, (c) =>
          c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('endpoint_id', reference, (c) => c.notNull())
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('ok', 'integer', (c) => c.notNull())
        .execute();
      // The dashboard's log: an endpoint's latest tries, newest first.
      await db.schema
        .createIndex('webhook_attempts_endpoint_idx')
        .on('webhook_attempts')
        .columns(['endpoint_id', 'id'])
        .execute();
    },
  };
}
