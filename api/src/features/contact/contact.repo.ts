// Contact-form queries: stored as sent, listed newest first, counted for the admin's cards.
import type { Kysely } from 'kysely';
import type { ContactQuery, ContactQueryStatus, ContactUserType } from '@mcs/shared';
import {
  CONTACT_QUERY_STATUSES,
  CONTACT_USER_TYPE_VALUES,
  DEFAULT_CONTACT_USER_TYPE,
} from '@mcs/shared';
import type { ContactQueryRow, DB, NewContactQueryRow } from '../../db/schema.ts';

const isStatus = (value: string): value is ContactQueryStatus =>
  (CONTACT_QUERY_STATUSES as readonly string[]).includes(value);
const isUserType = (value: string): value is ContactUserType =>
  (CONTACT_USER_TYPE_VALUES as readonly string[]).includes(value);

export function rowToContactQuery(row: ContactQueryRow): ContactQuery {
  return {
    _id: String(row.id),
    subject: row.subject,
    message: row.message,
    name: row.name,
    email: row.email,
    phone: row.phone,
    // Rows are written through the schema; anything else came from outside and reads as the default.
    userType: isUserType(row.user_type) ? row.user_type : DEFAULT_CONTACT_USER_TYPE,
    status: isStatus(row.status) ? row.status : 'pending',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertContactQuery(
  db: Kysely<DB>,
  values: NewContactQueryRow,
): Promise<ContactQueryRow> {
  return db.insertInto('contact_queries').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function selectContactQueries(
  db: Kysely<DB>,
  options: { limit: number; status?: ContactQueryStatus },
): Promise<ContactQueryRow[]> {
  let query = db.selectFrom('contact_queries').selectAll();
  if (options.status) query = query.where('status', '=', options.status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function countContactQueries(
  db: Kysely<DB>,
  filter: { status?: ContactQueryStatus; updatedSince?: string } = {},
): Promise<number> {
  let query = db.selectFrom('contact_queries').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.updatedSince) query = query.where('updated_at', '>=', filter.updatedSince);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateContactQueryStatus(
  db: Kysely<DB>,
  id: number,
  status: ContactQueryStatus,
  at: string,
): Promise<ContactQueryRow | undefined> {
  return db
    .updateTable('contact_queries')
    .set({ status, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
