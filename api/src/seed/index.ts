// Demo data (DEMO=1, which `npm start` sets): fixed sign-ins, a directory of 64 partners,
// three pending applications with real documents, members (one with a family of 4, one
// expired), payments, visits and contact queries.
//
// It goes only into an empty database, in one transaction: a restart finds the demo admin and
// leaves everything as it is, and a database that already holds real accounts never receives
// accounts whose passwords are printed in the README.
import type { AppDeps } from '../lib/deps.ts';
import { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';
import { seedContactQueries, seedVisits } from './seed-activity.ts';
import { seedContext } from './seed-context.ts';
import { seedApplications, seedPartners, writeApplicationFiles } from './seed-partners.ts';
import { seedAdmins, seedMembers } from './seed-people.ts';

export { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';

/** `seeded` now, `present` from an earlier start, or `refused`: the database holds other data. */
export type DemoSeedOutcome = 'seeded' | 'present' | 'refused';

async function hasAny(deps: AppDeps, table: 'admins' | 'members' | 'partners'): Promise<boolean> {
  return (await deps.db.selectFrom(table).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the demo admin (whose password is published) has an account in this database. */
export async function demoAdminPresent(db: AppDeps['db']): Promise<boolean> {
  const demoAdmin = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', DEMO_SIGN_INS.admin.email)
    .executeTakeFirst();
  return demoAdmin !== undefined;
}

export async function seedDemo(deps: AppDeps): Promise<DemoSeedOutcome> {
  if (await demoAdminPresent(deps.db)) return 'present';
  for (const table of ['admins', 'members', 'partners'] as const) {
    if (await hasAny(deps, table)) return 'refused';
  }

  const ctx = await seedContext(deps);
  const applicationFiles = await writeApplicationFiles(deps.files);
  await deps.db.transaction().execute(async (trx) => {
    await seedAdmins(trx, ctx);
    await seedMembers(trx, ctx);
    const demoPartnerId = await seedPartners(trx, ctx);
    await seedApplications(trx, ctx, applicationFiles);
    await seedContactQueries(trx, ctx);
    await seedVisits({ ...deps, db: trx }, ctx, demoPartnerId);
  });
  return 'seeded';
}
