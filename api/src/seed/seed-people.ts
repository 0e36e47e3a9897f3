// Demo seed steps for the people: the admin, and the members with one payment each.
import { generateMembershipId, quoteMembership } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, NewMemberRow } from '../db/schema.ts';
import { DEMO_MEMBERS } from './demo-people.ts';
import { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';
import type { SeedContext } from './seed-context.ts';

export async function seedAdmins(db: Kysely<DB>, ctx: SeedContext): Promise<void> {
  await db
    .insertInto('admins')
    .values({
      name: 'Demo Admin',
      email: DEMO_SIGN_INS.admin.email,
      phone: '9000000001',
      password_hash: ctx.hashes.admin,
      created_at: ctx.iso(-120),
    })
    .execute();
}

/** The first demo member is the published member sign-in (the family of 4). */
export async function seedMembers(db: Kysely<DB>, ctx: SeedContext): Promise<void> {
  const { iso } = ctx;
  for (const [index, person] of DEMO_MEMBERS.entries()) {
    const row: NewMemberRow = {
      membership_id: generateMembershipId(
        new Date(iso(person.joinedDaysAgo * -1)).getUTCFullYear(),
      ),
      name: person.name,
      email: index === 0 ? DEMO_SIGN_INS.member.email : person.email,
      phone: person.phone,
      password_hash: index === 0 ? ctx.hashes.member : ctx.hashes.other,
      plan: 'Annual',
      status: person.status,
      valid_until: iso(person.validForDays),
      family_details: JSON.stringify(person.family),
      created_at: iso(-person.joinedDaysAgo),
      updated_at: iso(-person.joinedDaysAgo),
    };
    const member = await db
      .insertInto('members')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    const quote = quoteMembership(1 + person.family.length);
    await db
      .insertInto('payments')
      .values({
        member_id: member.id,
        amount: quote.totalWithTax,
        members_count: quote.members,
        reference: `DEMO-PAY-${1001 + index}`,
        paid_at: iso(-person.joinedDaysAgo),
      })
      .execute();
  }
}
