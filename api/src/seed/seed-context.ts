// What every demo seed step shares: the clock the demo is dated from and the password hashes,
// worked out once so each step stays a plain list of inserts.
import type { AppDeps } from '../lib/deps.ts';
import { isoDaysAfter } from '../lib/india-time.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';

/** Password of every demo member and pending applicant besides the published sign-ins. */
export const OTHER_DEMO_PASSWORD = 'demo-member-2';

export interface DemoHashes {
  admin: string;
  member: string;
  partner: string;
  other: string;
}

export interface SeedContext {
  now: Date;
  /** ISO instant `offsetDays` from now (negative: in the past). */
  iso: (offsetDays: number) => string;
  hashes: DemoHashes;
}

export async function seedContext(deps: Pick<AppDeps, 'now'>): Promise<SeedContext> {
  const now = deps.now();
  const [admin, member, partner, other] = await Promise.all([
    hashPassword(DEMO_SIGN_INS.admin.password),
    hashPassword(DEMO_SIGN_INS.member.password),
    hashPassword(DEMO_SIGN_INS.partner.password),
    hashPassword(OTHER_DEMO_PASSWORD),
  ]);
  return {
    now,
    iso: (offsetDays) => isoDaysAfter(now, offsetDays),
    hashes: { admin, member, partner, other },
  };
}
