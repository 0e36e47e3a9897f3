// Demo data (DEMO=1, the default for `npm start`): fixed sign-ins, a directory of 64 partners,
// three pending applications with real documents, members (one with a family of 4, one
// expired), payments, visits and contact queries. Runs only on a database without the demo admin,
// so a restart never duplicates anything; without DEMO none of it exists.
import type { AppDeps } from '../../lib/deps.ts';
import { DEMO_SIGN_INS } from './demo-sign-ins.ts';
import { seedContactQueries, seedVisits } from './seed-activity.ts';
import { seedContext } from './seed-context.ts';
import { seedApplications, seedPartners, writeApplicationFiles } from './seed-partners.ts';
import { seedAdmins, seedMembers } from './seed-people.ts';

export { DEMO_SIGN_INS } from './demo-sign-ins.ts';

/** Seeds the demo data unless it is already there. Answers whether anything was written. */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const existing = await deps.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', DEMO_SIGN_INS.admin.email)
    .executeTakeFirst();
  if (existing) return false;

  const ctx = await seedContext(deps);
  const applicationFiles = await writeApplicationFiles(deps.uploadsDir);
  const demoPartnerId = await deps.db.transaction().execute(async (trx) => {
    await seedAdmins(trx, ctx);
    await seedMembers(trx, ctx);
    const partnerId = await seedPartners(trx, ctx);
    await seedApplications(trx, ctx, applicationFiles);
    await seedContactQueries(trx, ctx);
    return partnerId;
  });
  await seedVisits(deps, ctx, demoPartnerId);
  return true;
}
