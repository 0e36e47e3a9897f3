// Invite codes an admin issues so a colleague can register as an admin: no one becomes admin
// uninvited. Each code works once and expires; the auth feature draws and stores it, and
// registration claims it.
import { formatDateIN } from '@mcs/shared';
import type { AdminInviteResponse, IssueAdminInviteBody } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isoDaysAfter } from '../../lib/india-time.ts';
import { inviteLabel, issueInviteCode } from '../auth/admin-invites.service.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';

export const INVITE_CREATED = 'Invite code created';

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
      // Read by people in the console's Activity list: a date as they write it.
      detail: `Expires ${formatDateIN(expiresAt)}`,
    });
    return code;
  });
  return { message: INVITE_CREATED, code, expiresAt };
}
