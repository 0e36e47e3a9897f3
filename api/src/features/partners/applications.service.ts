// Reviewing partner applications: pending -> approved, or pending -> rejected
// with an optional reason. A rejected application is kept, not deleted, so the applicant is told
// why when they try to sign in.
import type { ApplicationsQuery, PartnerApplication } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AdminPrincipal, Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findPartnerById } from './partners.repo.ts';
import {
  decidePendingApplication,
  rowToApplication,
  selectApplications,
} from './applications.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

export const APPLICATION_NOT_FOUND = 'Application not found';
export const APPLICATION_APPROVED = 'Application approved';
export const APPLICATION_REJECTED = 'Application rejected';

export async function listApplications(
  deps: Deps,
  actor: Principal,
  query: ApplicationsQuery,
): Promise<PartnerApplication[]> {
  assertAdmin(actor);
  const rows = await selectApplications(deps.db, query.status);
  return rows.map(rowToApplication);
}

/** What the applicant is told by e-mail: approved with where to sign in, or rejected with why. */
function decisionMail(
  partner: { name: string; email: string; responsible_name: string },
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  publicUrl: string,
) {
  const greeting = `Hello ${partner.responsible_name},`;
  if (decision.status === 'approved') {
    return {
      to: partner.email,
      kind: 'partner-approved',
      subject: 'Your MediCostSaver partner application is approved',
      text: [
        greeting,
        '',
        `${partner.name} is now a MediCostSaver partner: members will find it in the directory.`,
        `Sign in with this e-mail address and the password you chose: ${publicUrl}/partner/login`,
        '',
        `Forgot the password? Set a new one at ${publicUrl}/forgot-password`,
      ].join('\n'),
    };
  }
  return {
    to: partner.email,
    kind: 'partner-rejected',
    subject: 'Your MediCostSaver partner application was not approved',
    text: [
      greeting,
      '',
      `We could not approve the application for ${partner.name}.`,
      decision.reason ? `Reason: ${decision.reason}` : 'No reason was given.',
      '',
      'You may apply again with the details corrected.',
    ].join('\n'),
  };
}

async function decide(
  deps: Deps,
  actor: AdminPrincipal,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
): Promise<PartnerApplication> {
  const rowId = toRowId(id);
  const existing = await findPartnerById(deps.db, rowId);
  if (!existing) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const at = deps.now().toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    if (!(await decidePendingApplication(trx, rowId, { ...decision, at }))) return false;
    await recordAdminAction(trx, actor, {
      action: decision.status === 'approved' ? 'partner.approve' : 'partner.reject',
      target: { type: 'partner', id: rowId, label: `${existing.name} <${existing.email}>` },
      at,
      detail: decision.reason,
    });
    await enqueueMail(trx, decisionMail(existing, decision, deps.env.publicUrl), deps.now());
    return true;
  });
  if (!changed) {
    const current = (await findPartnerById(deps.db, rowId))?.status ?? existing.status;
    throw AppError.conflict(
      `This application is already ${current}; only pending applications can be decided.`,
    );
  }
  const updated = await findPartnerById(deps.db, rowId);
  if (!updated) throw AppError.notFound(APPLICATION_NOT_FOUND);
  return rowToApplication(updated);
}

export async function approveApplication(
  deps: Deps,
  actor: Principal,
  id: string,
): Promise<PartnerApplication> {
  assertAdmin(actor);
  return decide(deps, actor, id, { status: 'approved', reason: null });
}

export async function rejectApplication(
  deps: Deps,
  actor: Principal,
  id: string,
  reason: string | undefined,
): Promise<PartnerApplication> {
  assertAdmin(actor);
  return decide(deps, actor, id, { status: 'rejected', reason: reason ? reason : null });
}
