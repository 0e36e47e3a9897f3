// Demo seed steps for what happens after sign-up: contact queries and desk visits.
import type { Kysely } from 'kysely';
import type { AppDeps } from '../lib/deps.ts';
import { recordVisit } from '../features/visits/visits.service.ts';
import type { DB } from '../db/schema.ts';
import { DEMO_CONTACT_QUERIES, DEMO_MEMBERS } from './demo-people.ts';
import { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';
import type { SeedContext } from './seed-context.ts';

export async function seedContactQueries(db: Kysely<DB>, ctx: SeedContext): Promise<void> {
  for (const [index, query] of DEMO_CONTACT_QUERIES.entries()) {
    await db
      .insertInto('contact_queries')
      .values({
        ...query,
        phone: query.phone ?? null,
        created_at: ctx.iso(-index - 0.5),
        updated_at: ctx.iso(-index - 0.5),
      })
      .execute();
  }
}

/** Visits go through the same rule as the desk, dated in the past while the membership was valid. */
export async function seedVisits(
  deps: AppDeps,
  ctx: SeedContext,
  demoPartnerId: number,
): Promise<void> {
  const members = await deps.db.selectFrom('members').select(['membership_id', 'email']).execute();
  const demoMember = members.find((m) => m.email === DEMO_SIGN_INS.member.email);
  const second = members.find((m) => m.email === DEMO_MEMBERS[1]?.email);
  const visits = [
    { who: demoMember, daysAgo: 40, service: 'Consultation', discount: 20, bill: 600 },
    { who: demoMember, daysAgo: 12, service: 'Blood tests', discount: 25, bill: 1800 },
    { who: demoMember, daysAgo: 3, service: 'Follow-up visit', discount: 20, bill: 400 },
    { who: second, daysAgo: 5, service: 'Consultation', discount: 20, bill: 500 },
  ];
  for (const v of visits) {
    if (!v.who) continue;
    await recordVisit(
      deps,
      demoPartnerId,
      {
        membershipId: v.who.membership_id,
        service: v.service,
        discountApplied: v.discount,
        billAmount: v.bill,
      },
      { visitedAt: ctx.iso(-v.daysAgo) },
    );
  }
}
