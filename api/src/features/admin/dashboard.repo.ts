// Figures for the admin dashboard: counts, revenue from recorded payments, newest accounts.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  DB,
  MemberStatusValue,
  PartnerStatusValue,
  PartnerTypeValue,
} from '../../db/schema.ts';

export async function countMembers(db: Kysely<DB>, activeAt?: string): Promise<number> {
  let query = db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n'));
  if (activeAt) query = query.where('status', '=', 'Active').where('valid_until', '>=', activeAt);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countPartners(db: Kysely<DB>, status: PartnerStatusValue): Promise<number> {
  const row = await db
    .selectFrom('partners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rupees received in [from, to). */
export async function sumPayments(db: Kysely<DB>, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface RecentMemberRow {
  id: number;
  name: string;
  plan: string;
  status: MemberStatusValue;
  valid_until: string;
  created_at: string;
}

export async function selectRecentMembers(
  db: Kysely<DB>,
  limit: number,
): Promise<RecentMemberRow[]> {
  return db
    .selectFrom('members')
    .select(['id', 'name', 'plan', 'status', 'valid_until', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface RecentPartnerRow {
  id: number;
  name: string;
  type: PartnerTypeValue;
  status: PartnerStatusValue;
  members_served: number;
}

export async function selectRecentPartners(
  db: Kysely<DB>,
  limit: number,
): Promise<RecentPartnerRow[]> {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'type', 'status', 'members_served'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
