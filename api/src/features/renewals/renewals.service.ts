// Renewal by UPI, as small Indian businesses take payments: the member pays the amount the shared
// price rules give (GST included) to the business's UPI ID, with the renewal's reference in the
// note, and types the UPI transaction reference (UTR); an admin who sees the money arrive confirms
// it, which extends the membership by the validity period from the later of today and the current
// end, and issues the receipt (e-mail and app). A new card follows at once: the old one names the
// old end. The refund rule (within the window, no discount used) is checked, never assumed.
import { renewalQuote, renewedValidUntil, refundCheck, upiPayLink } from '@mcs/shared/renewals';
import type {
  AdminRenewal,
  AdminRenewalsResponse,
  MemberRenewalsResponse,
  Renewal,
  RenewalRequestBody,
  RenewalStatus,
} from '@mcs/shared/renewals';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AdminPrincipal, Principal } from '../../lib/principal.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { getMemberCard } from '../cards/cards.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findMemberById, setMembershipEnd } from '../members/members.service.ts';
import type { Member } from '../members/members.service.ts';
import { receiptMail } from './renewal-receipt.ts';
import * as repo from './renewals.repo.ts';
import type { RenewalRow, RenewalWithMemberRow } from './renewals.repo.ts';

type RenewalDeps = Pick<AppDeps, 'db' | 'env' | 'now'>;

const UPI_OFF = 'Renewal by UPI is not available yet. Please contact us to renew your membership.';
const DUPLICATE_UTR =
  'This UPI transaction reference has already been used for a renewal. Check the 12 digits in your UPI app, or contact us if you paid twice.';
const ALREADY_PENDING =
  'Your renewal is already waiting for confirmation. We will confirm it once the payment reaches us.';

function toRenewal(row: RenewalRow): Renewal {
  return {
    id: String(row.id),
    reference: row.reference,
    utr: row.utr,
    status: row.status,
    amounts: {
      members: row.members_count,
      total: row.total,
      tax: row.tax,
      totalWithTax: row.total_with_tax,
    },
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
    reason: row.reason,
    previousValidUntil: row.previous_valid_until,
    newValidUntil: row.new_valid_until,
  };
}

function toAdminRenewal(row: RenewalWithMemberRow): AdminRenewal {
  return {
    ...toRenewal(row),
    member: { id: String(row.member_id), name: row.member_name, membershipId: row.membership_id },
  };
}

async function signedInMember(deps: RenewalDeps, memberId: number): Promise<Member> {
  const member = await findMemberById(deps.db, memberId);
  if (!member)
    throw AppError.unauthorized('Your session has expired or is not valid. Please sign in again.');
  return member;
}

/** The reference the member's next request carries: their membership ID and its number. */
const referenceFor = (member: Member, count: number) => `${member.membershipId}-R${count + 1}`;

function quoteFor(member: Member) {
  const quote = renewalQuote(member.family.length);
  return {
    members: quote.members,
    total: quote.total,
    tax: quote.tax,
    totalWithTax: quote.totalWithTax,
  };
}

/** What renewing costs the member now, the UPI link to pay it, and their requests so far. */
export async function memberRenewals(
  deps: RenewalDeps,
  memberId: number,
): Promise<MemberRenewalsResponse> {
  const member = await signedInMember(deps, memberId);
  const amounts = quoteFor(member);
  const reference = referenceFor(member, await repo.countRenewalsOfMember(deps.db, member.id));
  const upiId = deps.env.upiId;
  return {
    amounts,
    validUntil: member.validUntil,
    reference,
    upiLink: upiId ? upiPayLink({ upiId, amount: amounts.totalWithTax, reference }) : null,
    renewals: (await repo.renewalsOfMember(deps.db, member.id)).map(toRenewal),
  };
}

/** The member says they paid: a pending request for the admin, at the shared rules' amount. */
export async function requestRenewal(
  deps: RenewalDeps,
  memberId: number,
  body: RenewalRequestBody,
): Promise<Renewal> {
  if (!deps.env.upiId) throw AppError.conflict(UPI_OFF);
  const member = await signedInMember(deps, memberId);
  if (member.statusOn(deps.now()) === 'Cancelled') {
    throw new AppError(
      403,
      'inactive',
      'Your membership has been cancelled, so it cannot be renewed here. Please contact us.',
    );
  }
  if (await repo.hasPendingRenewal(deps.db, member.id)) throw AppError.conflict(ALREADY_PENDING);
  if (await repo.utrTaken(deps.db, body.utr)) throw AppError.conflict(DUPLICATE_UTR);
  const amounts = quoteFor(member);
  try {
    const row = await repo.insertRenewal(deps.db, {
      memberId: member.id,
      reference: referenceFor(member, await repo.countRenewalsOfMember(deps.db, member.id)),
      utr: body.utr,
      ...amounts,
      at: deps.now().toISOString(),
    });
    return toRenewal(row);
  } catch (error) {
    // Two requests at once: the unique UTR or the one-pending index decides which one stays.
    if (isUniqueViolation(error)) {
      throw AppError.conflict(
        (await repo.utrTaken(deps.db, body.utr)) ? DUPLICATE_UTR : ALREADY_PENDING,
      );
    }
    throw error;
  }
}

export async function listRenewals(
  deps: Pick<AppDeps, 'db'>,
  actor: Principal,
  status: RenewalStatus | undefined,
): Promise<AdminRenewalsResponse> {
  assertAdmin(actor);
  return { renewals: (await repo.listRenewals(deps.db, status)).map(toAdminRenewal) };
}

async function renewalOrNotFound(deps: RenewalDeps, id: string): Promise<RenewalWithMemberRow> {
  const row = await repo.findRenewal(deps.db, toRowId(id));
  if (!row) throw AppError.notFound('No renewal request has this id.');
  return row;
}

const target = (row: RenewalWithMemberRow) => ({
  type: 'renewal' as const,
  id: row.id,
  label: `${row.member_name} ${row.membership_id} ${row.reference}`,
});

const alreadyDecided = (row: RenewalWithMemberRow) =>
  AppError.conflict(`This renewal is already ${row.status}.`);

/**
 * Admin: the payment arrived. The membership runs one validity period from the later of now and
 * its current end; the payment is recorded, the receipt e-mailed, and a new card issued.
 */
export async function confirmRenewal(
  deps: RenewalDeps,
  actor: AdminPrincipal,
  id: string,
): Promise<AdminRenewal> {
  assertAdmin(actor);
  const found = await renewalOrNotFound(deps, id);
  if (found.status !== 'pending') throw alreadyDecided(found);
  const now = deps.now();
  const at = now.toISOString();
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    const member = await findMemberById(trx, found.member_id);
    if (!member || member.statusOn(now) === 'Cancelled') {
      throw AppError.conflict(
        'This membership has been cancelled: refuse the renewal and refund the payment.',
      );
    }
    const newValidUntil = renewedValidUntil(member.validUntil, now);
    const row = await repo.decideRenewal(trx, found.id, 'pending', {
      status: 'confirmed',
      at,
      previousValidUntil: member.validUntil,
      newValidUntil,
    });
    if (!row) throw AppError.conflict('This renewal was decided meanwhile.');
    await setMembershipEnd(trx, member.id, newValidUntil, now);
    await repo.insertRenewalPayment(trx, {
      memberId: member.id,
      amount: row.total_with_tax,
      members: row.members_count,
      reference: row.reference,
      at,
    });
    await enqueueMail(trx, receiptMail(member, row), now);
    await recordAdminAction(trx, actor, { action: 'renewal.confirm', target: target(found), at });
    return row;
  });
  // The card names the old end and was revoked with the change: the member gets the new one now,
  // not only the next time the app asks.
  await getMemberCard(deps, found.member_id);
  return toAdminRenewal({ ...found, ...confirmed });
}

/** Admin: no such payment arrived (or not this amount). The member sees the reason. */
export async function refuseRenewal(
  deps: RenewalDeps,
  actor: AdminPrincipal,
  id: string,
  reason: string,
): Promise<AdminRenewal> {
  assertAdmin(actor);
  const found = await renewalOrNotFound(deps, id);
  if (found.status !== 'pending') throw alreadyDecided(found);
  const at = deps.now().toISOString();
  const refused = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.decideRenewal(trx, found.id, 'pending', {
      status: 'refused',
      at,
      reason,
    });
    if (!row) throw AppError.conflict('This renewal was decided meanwhile.');
    await recordAdminAction(trx, actor, {
      action: 'renewal.refuse',
      target: target(found),
      at,
      detail: reason,
    });
    return row;
  });
  return toAdminRenewal({ ...found, ...refused });
}

/**
 * Admin: a full refund, only within the refund window after confirmation and with no discount
 * used since; otherwise 409 with the reason. The membership goes back to its previous end.
 */
export async function refundRenewal(
  deps: RenewalDeps,
  actor: AdminPrincipal,
  id: string,
  reason: string,
): Promise<AdminRenewal> {
  assertAdmin(actor);
  const found = await renewalOrNotFound(deps, id);
  if (found.status !== 'confirmed' || !found.decided_at) {
    throw AppError.conflict(
      `Only a confirmed renewal can be refunded; this one is ${found.status}.`,
    );
  }
  const now = deps.now();
  const check = refundCheck({
    confirmedAt: found.decided_at,
    now,
    discountsUsed: await repo.countDiscountedVisitsSince(
      deps.db,
      found.member_id,
      found.decided_at,
    ),
  });
  if (!check.allowed) throw AppError.conflict(check.reason);
  const at = now.toISOString();
  const refunded = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.decideRenewal(trx, found.id, 'confirmed', {
      status: 'refunded',
      at,
      reason,
    });
    if (!row) throw AppError.conflict('This renewal was refunded meanwhile.');
    if (found.previous_valid_until)
      await setMembershipEnd(trx, found.member_id, found.previous_valid_until, now);
    await repo.insertRenewalPayment(trx, {
      memberId: found.member_id,
      amount: -found.total_with_tax,
      members: found.members_count,
      reference: `${found.reference}-refund`,
      at,
    });
    await recordAdminAction(trx, actor, {
      action: 'renewal.refund',
      target: target(found),
      at,
      detail: reason,
    });
    return row;
  });
  return toAdminRenewal({ ...found, ...refunded });
}
