// A partner voids a visit it recorded by mistake (twice, the wrong member): within 24 hours of
// recording, with a reason. The visit is kept, marked, so the audit trail and the partner's list
// still show it; it no longer counts in the member's history and savings or in the partner's
// figures and accounts file.
import type { VisitVoidBody, VisitVoidResponse } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { PartnerPrincipal } from '../../lib/principal.ts';
import { recordPartnerAction } from '../audit/audit.service.ts';
import { enqueueEvent } from '../webhooks/webhooks.service.ts';
import { findPartnerVisit, markVisitVoided } from './visit-void.repo.ts';

/** How long after recording a visit its partner may still void it. */
export const VOID_WINDOW_MS = 24 * 60 * 60_000;

export const VISIT_NOT_FOUND = 'Visit not found';
export const VISIT_ALREADY_VOIDED = 'This visit has already been voided.';
export const VISIT_TOO_OLD_TO_VOID =
  'A visit can be voided only within 24 hours of recording it. Please contact MediCostSaver support.';

export async function voidVisit(
  deps: Pick<AppDeps, 'db' | 'now'>,
  partner: PartnerPrincipal,
  visitId: number,
  body: VisitVoidBody,
): Promise<VisitVoidResponse> {
  const now = deps.now();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const voided = await markVisitVoided(trx, {
      visitId,
      partnerId: partner.id,
      recordedSince: new Date(now.getTime() - VOID_WINDOW_MS).toISOString(),
      at,
      reason: body.reason,
    });
    if (!voided) {
      // Another partner's visit is "not found", as if it did not exist.
      const visit = await findPartnerVisit(trx, partner.id, visitId);
      if (!visit) throw AppError.notFound(VISIT_NOT_FOUND);
      if (visit.voided_at !== null) throw AppError.conflict(VISIT_ALREADY_VOIDED);
      throw AppError.conflict(VISIT_TOO_OLD_TO_VOID);
    }
    await recordPartnerAction(trx, partner, {
      action: 'visit.void',
      target: {
        type: 'visit',
        id: voided.id,
        label: `${voided.membership_id} (${voided.member_name})`,
      },
      at,
      detail: body.reason,
    });
    // The clinic's software hears of it in the same transaction (a webhook, if it asked).
    await enqueueEvent(deps, trx, {
      type: 'visit.voided',
      to: { partnerId: partner.id },
      data: {
        id: String(voided.id),
        clientId: voided.client_id,
        membershipId: voided.membership_id,
        voidedAt: at,
        reason: body.reason,
      },
    });
    return {
      message: 'Visit voided',
      visit: { id: String(voided.id), voidedAt: at, voidReason: body.reason },
    };
  });
}
