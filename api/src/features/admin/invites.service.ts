// Invite codes an admin issues so a colleague can register as an admin: no one becomes admin
// uninvited.
// Each code works once and expires; registration claims it (auth.service.ts).
import { randomInt } from 'node:crypto';
import type { AdminInviteResponse, IssueAdminInviteBody } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isoDaysAfter } from '../../lib/india-time.ts';
import { insertInvite } from '../auth/admin-invites.service.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';

export const INVITE_CREATED = 'Invite code created';

// Read out or typed by hand: no 0/O, 1/I/L look-alikes. 16 of 31 symbols is about 79 bits.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function generateInviteCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return `INV-${groups.join('-')}`;
}

/** `INV-ABCD-…`: enough to tell codes apart in the log, not enough to use one. */
export function inviteLabel(code: string): string {
  return `${code.split('-').slice(0, 2).join('-')}-…`;
}

export async function issueAdminInvite(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Principal,
  body: IssueAdminInviteBody,
): Promise<AdminInviteResponse> {
  assertAdmin(actor);
  const now = deps.now();
  const expiresAt = isoDaysAfter(now, body.expiresInDays);
  const code = generateInviteCode();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await insertInvite(trx, { code, createdBy: actor.id, expiresAt, createdAt: at });
    // The code itself opens an admin account: the log names it by its first group only.
    await recordAdminAction(trx, actor, {
      action: 'invite.issue',
      target: { type: 'invite', id: inviteLabel(code), label: inviteLabel(code) },
      at,
      detail: `Expires ${expiresAt}`,
    });
  });
  return { message: INVITE_CREATED, code, expiresAt };
}
