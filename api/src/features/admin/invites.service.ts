// Invite codes an admin issues so a colleague can register as an admin: no one becomes admin
// uninvited. Each code works once and expires; the auth feature draws and stores it, and
// registration claims it.
import type { AdminInviteResponse, IssueAdminInviteBody } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isoDaysAfter } from '../../lib/india-time.ts';
import { issueInviteCode } from '../auth/admin-invites.service.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';

export const INVITE_CREATED = 'Invite code created';

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
  const at = now.toISOString();
  const code = await deps.db.transaction().execute(async (trx) => {
    const code = await issueInviteCode(trx, { createdBy: actor.id, expiresAt, createdAt: at });
    // The code itself opens an admin account: the log names it by its first group only.
    await recordAdminAction(trx, actor, {
      action: 'invite.issue',
      target: { type: 'invite', id: inviteLabel(code), label: inviteLabel(code) },
      at,
      detail: `Expires ${expiresAt}`,
    });
    return code;
  });
  return { message: INVITE_CREATED, code, expiresAt };
}
