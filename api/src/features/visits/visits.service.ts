// Recording a visit and reading visits back. `judgeVisit` is the one place a visit is judged,
// used by `POST api/partners/visit` (through `recordVisit`) and by the sync push alike, and both
// store through the repo's one insert, so they apply the same rules and the same idempotency (a
// client UUID stored uniquely: a replay never doubles).
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_AVERAGE_DISCOUNT,
  expiredCardMessage,
  normaliseMembershipId,
  pageInfo,
  pageWindow,
  roundToPaise,
  savingOn,
  VISIT_BEFORE_ENROLMENT,
  visitAmountIssue,
} from '@mcs/shared';
import type {
  MemberVisit,
  MemberVisitsQuery,
  PartnerStats,
  PartnerVisitsQuery,
  PartnerVisitsResponse,
  RecordedVisit,
  VisitRecordBody,
} from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, NewVisitRow, VisitRow } from '../../db/schema.ts';
import { takeTurn } from '../../db/write-locks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { indiaDate, indiaDayStart, indiaMonthStart, indiaTime } from '../../lib/india-time.ts';
import { findMemberByMembershipId } from '../members/members.service.ts';
import type { Member } from '../members/members.service.ts';
import { findPartnerById } from '../partners/partners.service.ts';
import type { Partner } from '../partners/partners.service.ts';
import { enqueueEvent, enqueueEvents, partnerWantsEvent } from '../webhooks/webhooks.service.ts';
import {
  countPartnerVisitsSince,
  insertVisitOnce,
  insertVisitsOnce,
  listMemberVisits,
  listPartnerVisits,
  membershipsServed,
  partnerVisitFigures,
  visitsByClientIds,
} from './visits.repo.ts';
import type { StoredVisit } from './visits.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type RecordDeps = Pick<AppDeps, 'db' | 'now' | 'env'>;

export const MEMBERSHIP_NOT_FOUND = 'Membership not found';
/** A client UUID already stored for another partner's visit (POST visit and the sync push). */
export const VISIT_ID_TAKEN = 'This visit id is already used by another record.';
export const MEMBERSHIP_CANCELLED = 'This membership has been cancelled. No discount can be given.';
export const tooManyVisitsToday = (limit: number) =>
  `This desk has recorded ${limit} visits today, the most one partner may record in a day. Please try again tomorrow or contact MediCostSaver support.`;

/**
 * Savings follow the bill when there is one: the stored saving is the shared rule's figure, and
 * a saving sent with it got this far only if it agreed to the rupee (`visitAmountIssue`). Without
 * a bill only a saving of 0 gets this far, which is the spec's own visit.
 */
export function savedAmountFor(
  input: Pick<VisitRecordBody, 'billAmount' | 'savedAmount' | 'discountApplied'>,
): number {
  if (input.billAmount !== undefined) return savingOn(input.billAmount, input.discountApplied);
  return roundToPaise(input.savedAmount ?? 0);
}

export const PATIENT_NOT_ON_CARD =
  'The patient must be the card holder or a family member on the card.';

/** The desk sends a name from the card (at most 60 characters); the server holds it to the card. */
const onCard = (name: string) => name.trim().slice(0, 60).toLowerCase();

function patientOnCard(member: Pick<Member, 'name' | 'family'>, patient: string): string | null {
  const wanted = onCard(patient);
  const people = [member.name, ...member.family.map((person) => person.name)];
  return people.find((name) => onCard(name) === wanted) ?? null;
}

function toRecordedVisit(row: VisitRow): RecordedVisit {
  return {
    id: String(row.id),
    clientId: row.client_id,
    membershipId: row.membership_id,
    memberName: row.member_name,
    service: row.service,
    discountApplied: row.discount_applied,
    billAmount: row.bill_amount,
    savedAmount: row.saved_amount,
    visitedAt: row.visited_at,
  };
}

/** What a `visit.recorded` webhook tells the partner's software of a visit. */
function visitRecordedData(row: VisitRow): Record<string, unknown> {
  return {
    ...toRecordedVisit(row),
    patient: row.patient,
    flagged: row.flagged === 1,
    recordedAt: row.created_at,
  };
}

export interface RecordVisitOptions {
  /** The client's UUID (sync push); a fresh one when absent. */
  clientId?: string;
  /** When the visit happened (ISO); the membership is judged as it stood then. Defaults to now. */
  visitedAt?: string;
  /**
   * When a now-cancelled membership was cancelled (sync push, H4): a visit recorded offline
   * before that moment was valid at the counter and is kept, flagged by the caller.
   */
  cancelledAt?: string;
  /** Store the visit flagged for an admin's review, with this reason. */
  flagReason?: string;
  /** When the server records it (ISO): one time for a whole batch (sync push). Defaults to now. */
  recordedAt?: string;
}

/** What judging a visit reads from the database: `judgeVisit` reads it, a batch reads it once. */
export interface VisitReads {
  /** The member the visit's membership ID names; undefined when none does. */
  member: Member | undefined;
  /** The partner recording it; undefined when the account is gone. */
  partner: Partner | undefined;
  /**
   * The partner's visits recorded today (`visitsRecordedToday`). A caller that records many in
   * one transaction (sync push) counts once and adds each visit it stores.
   */
  visitsToday: VisitsToday;
}

export interface VisitLookups {
  /** The member a membership ID names, however it was typed; undefined when none does. */
  member(membershipIdAsTyped: string): Promise<Member | undefined>;
  partner(id: number): Promise<Partner | undefined>;
}

/**
 * Reads each member and partner once for a whole batch recorded in one transaction: a desk's
 * outbox names the same few members and always the same partner, and what a visit reads of them
 * (names, validity, address) does not change within the batch.
 */
export function batchLookups(deps: Pick<RecordDeps, 'db'>): VisitLookups {
  // Kept by the ID as typed: a desk sends the same spelling many times, so it is read once too.
  const members = new Map<string, Promise<Member | undefined>>();
  const partners = new Map<number, Promise<Partner | undefined>>();
  return {
    member(membershipIdAsTyped) {
      let member = members.get(membershipIdAsTyped);
      if (!member) {
        const membershipId = normaliseMembershipId(membershipIdAsTyped);
        member = membershipId
          ? findMemberByMembershipId(deps.db, membershipId)
          : Promise.resolve(undefined);
        members.set(membershipIdAsTyped, member);
      }
      return member;
    },
    partner(id) {
      let partner = partners.get(id);
      if (!partner) partners.set(id, (partner = findPartnerById(deps.db, id)));
      return partner;
    },
  };
}

export interface VisitsToday {
  count: number;
}

/** The partner's visits recorded so far today (India time), for the daily cap. */
export async function visitsRecordedToday(
  deps: Pick<RecordDeps, 'db' | 'now'>,
  partnerId: number,
): Promise<VisitsToday> {
  const today = indiaDayStart(deps.now()).toISOString();
  return { count: await countPartnerVisitsSince(deps.db, partnerId, today) };
}

/** Which of these membership IDs (as stored) the partner has recorded a visit of. */
export function membershipsServedBy(
  deps: Pick<RecordDeps, 'db'>,
  partnerId: number,
  membershipIds: readonly string[],
): Promise<Set<string>> {
  return membershipsServed(deps.db, partnerId, membershipIds);
}

/**
 * A visit that passed every rule (`judgeVisitOn`), exactly as `storeVisits` stores it: a caller
 * holds it until then and reads nothing of it.
 */
export type JudgedVisit = NewVisitRow;

export interface RecordVisitResult {
  status: 'applied' | 'duplicate';
  visit: RecordedVisit;
}

/**
 * The visit by `partnerId` for the member named in `input`, as it would be stored: every rule a
 * visit must pass, nothing written (`judgeVisitOn` with what it reads).
 */
export async function judgeVisit(
  deps: RecordDeps,
  partnerId: number,
  input: VisitRecordBody,
  options: RecordVisitOptions = {},
): Promise<JudgedVisit> {
  const lookups = batchLookups(deps);
  const reads: VisitReads = {
    member: await lookups.member(input.membershipId),
    partner: await lookups.partner(partnerId),
    visitsToday: await visitsRecordedToday(deps, partnerId),
  };
  return judgeVisitOn(reads, deps, input, options);
}

/**
 * Judges a visit against what was read for it: the one place the rules are, with no await, so a
 * batch of a thousand judges each visit in a few microseconds. Throws AppError 400 for amounts
 * the shared rules refuse, a visit dated before the member was enrolled or a patient not on the
 * card, 404 for an unknown membership, 409 (code 'expired' / 'inactive') when no discount may be
 * given, 429 once the partner has recorded its day's maximum. A caller that stores it counts it
 * in `visitsToday`.
 */
export function judgeVisitOn(
  reads: VisitReads,
  deps: Pick<RecordDeps, 'now' | 'env'>,
  input: VisitRecordBody,
  options: RecordVisitOptions = {},
): JudgedVisit {
  const amountIssue = visitAmountIssue(input, deps.env.maxBillAmount);
  if (amountIssue) throw AppError.badRequest(amountIssue);
  const { member, partner } = reads;
  if (!member) throw AppError.notFound(MEMBERSHIP_NOT_FOUND);
  if (!partner) throw AppError.unauthorized();

  const visitedAt = options.visitedAt ?? deps.now().toISOString();
  const status = member.statusOn(new Date(visitedAt));
  const cancelledLater = options.cancelledAt !== undefined && visitedAt < options.cancelledAt;
  if (status === 'Cancelled' && !cancelledLater)
    throw new AppError(409, 'inactive', MEMBERSHIP_CANCELLED);
  if (status === 'Expired') {
    throw new AppError(
      409,
      'expired',
      `${expiredCardMessage(new Date(member.validUntil))} No discount can be given.`,
    );
  }

  // Membership starts at enrolment: a visit dated earlier is a backdating, not an offline delay.
  if (visitedAt < member.enrolledAt) throw AppError.badRequest(VISIT_BEFORE_ENROLMENT);
  // Kept as the card spells the name, whatever case the desk sent.
  const patient = input.patient === undefined ? null : patientOnCard(member, input.patient);
  if (input.patient !== undefined && patient === null)
    throw AppError.badRequest(PATIENT_NOT_ON_CARD);

  // Counted by when the server records it: an outbox of old visits counts on the day it arrives.
  const limit = deps.env.maxVisitsPerPartnerPerDay;
  if (reads.visitsToday.count >= limit) {
    // The count starts again at midnight in India (no daylight saving: a day is 24 hours).
    const now = deps.now();
    const tomorrow = indiaDayStart(now).getTime() + 86_400_000;
    const resetSeconds = Math.ceil((tomorrow - now.getTime()) / 1000);
    throw AppError.tooMany(tooManyVisitsToday(limit), { limit, remaining: 0, resetSeconds });
  }

  return {
    client_id: options.clientId ?? randomUUID(),
    partner_id: partner.id,
    member_id: member.id,
    membership_id: member.membershipId,
    member_name: member.name,
    partner_name: partner.name,
    partner_address: partner.fullAddress,
    doctor_name: partner.responsibleName,
    service: input.service,
    discount_applied: input.discountApplied,
    bill_amount: input.billAmount ?? null,
    saved_amount: savedAmountFor(input),
    visited_at: visitedAt,
    created_at: options.recordedAt ?? deps.now().toISOString(),
    flagged: options.flagReason ? 1 : 0,
    flag_reason: options.flagReason ?? null,
    patient,
  };
}

/**
 * Judges (`judgeVisit`, whose errors it throws) and stores a visit by `partnerId`; a client UUID
 * already stored for this partner answers 'duplicate' with that visit, and one stored for another
 * partner's visit is a 409 'conflict'. Judged and stored in one transaction holding the partner's
 * turn, as a sync push is: visits sent at once (to this instance or another) are counted against
 * the day's cap one after another, so none passes it on a count read before the others landed.
 */
export async function recordVisit(
  deps: RecordDeps,
  partnerId: number,
  input: VisitRecordBody,
  options: RecordVisitOptions = {},
): Promise<RecordVisitResult> {
  const record = async (trx: Kysely<DB>): Promise<RecordVisitResult> => {
    await takeTurn(trx, 'partnerVisits', partnerId);
    const visit = await judgeVisit({ ...deps, db: trx }, partnerId, input, options);
    const { row, created } = await insertVisitOnce(trx, visit);
    if (!created && row.partner_id !== visit.partner_id) {
      throw AppError.conflict(VISIT_ID_TAKEN);
    }
    // Written with the visit, so the partner's software hears of every visit stored and only once.
    if (created)
      await enqueueEvent(deps, trx, {
        type: 'visit.recorded',
        to: { partnerId },
        data: visitRecordedData(row),
      });
    return { status: created ? 'applied' : 'duplicate', visit: toRecordedVisit(row) };
  };
  // In the caller's transaction when `db` is one (the demo seed records its visits in one).
  return deps.db.isTransaction ? record(deps.db) : deps.db.transaction().execute(record);
}

/**
 * Stores visits `judgeVisit` passed, all in the caller's transaction (sync push), and answers the
 * client ids of those stored now; an id already stored is left as it was.
 */
export async function storeVisits(
  deps: Pick<RecordDeps, 'db' | 'now'>,
  visits: readonly JudgedVisit[],
): Promise<Set<string>> {
  const stored = await insertVisitsOnce(deps.db, visits);
  await announceStoredVisits(deps, stored);
  return new Set(stored.map((visit) => visit.client_id));
}

/**
 * A `visit.recorded` webhook for each visit stored now (none for a replayed id), in the same
 * transaction; the rows are read back only for a partner with an endpoint that wants them.
 */
async function announceStoredVisits(
  deps: Pick<RecordDeps, 'db' | 'now'>,
  stored: readonly StoredVisit[],
): Promise<void> {
  const byPartner = new Map<number, string[]>();
  for (const visit of stored) {
    if (visit.partner_id == null) continue;
    const partnerId = Number(visit.partner_id);
    byPartner.set(partnerId, [...(byPartner.get(partnerId) ?? []), visit.client_id]);
  }
  for (const [partnerId, clientIds] of byPartner) {
    if (!(await partnerWantsEvent(deps.db, partnerId, 'visit.recorded'))) continue;
    const rows = await visitsByClientIds(deps.db, clientIds);
    await enqueueEvents(
      deps,
      deps.db,
      rows.map((row) => ({
        type: 'visit.recorded' as const,
        to: { partnerId },
        data: visitRecordedData(row),
      })),
    );
  }
}

export async function memberVisits(
  deps: Deps,
  memberId: number,
  query: MemberVisitsQuery,
): Promise<MemberVisit[]> {
  const rows = await listMemberVisits(deps.db, memberId, pageWindow(query.page, query.limit));
  return rows.map((row) => ({
    id: String(row.id),
    hospitalName: row.partner_name,
    doctorName: row.doctor_name,
    address: row.partner_address,
    visitedTime: row.visited_at,
    service: row.service,
    billAmount: row.bill_amount,
    discountApplied: row.discount_applied,
    savedAmount: row.saved_amount,
    ...(row.patient ? { patient: row.patient } : {}),
  }));
}

/**
 * The partner dashboard. Revenue is what members actually paid the partner through the service:
 * the sum of bill amounts less the savings, over visits that recorded a bill.
 */
export async function partnerStats(deps: Deps, partnerId: number): Promise<PartnerStats> {
  const now = deps.now();
  const figures = await partnerVisitFigures(deps.db, partnerId, {
    monthStartIso: indiaMonthStart(now).toISOString(),
    dayStartIso: indiaDayStart(now).toISOString(),
  });
  const partner = await findPartnerById(deps.db, partnerId);
  return {
    membersServed: partner?.membersServed ?? 0,
    monthlyVisits: figures.monthlyVisits,
    totalRevenue: roundToPaise(figures.revenue),
    averageDiscount:
      figures.visits === 0 || figures.averageDiscount === null
        ? DEFAULT_AVERAGE_DISCOUNT
        : `${figures.averageDiscount.toFixed(1)}%`,
    today: {
      visits: figures.todayVisits,
      billed: roundToPaise(figures.todayBilled),
      saved: roundToPaise(figures.todaySaved),
    },
  };
}

/** A page of the partner's visits, newest first; with `q`, those of the member it names. */
export async function partnerVisits(
  deps: Deps,
  partnerId: number,
  query: PartnerVisitsQuery,
): Promise<PartnerVisitsResponse> {
  const { rows, total } = await listPartnerVisits(
    deps.db,
    partnerId,
    pageWindow(query.page, query.limit),
    query.q,
  );
  return {
    visits: rows.map((row) => ({
      id: String(row.id),
      memberName: row.member_name,
      membershipId: row.membership_id,
      service: row.service,
      discount: `${row.discount_applied}%`,
      savedAmount: row.saved_amount,
      billAmount: row.bill_amount,
      // The spec's visit list names these fields and allows 'N/A'. A partner has no business
      // with a member's contact details: shown here, they leaked to any desk that logged a visit.
      email: 'N/A',
      phone: 'N/A',
      date: indiaDate(row.visited_at),
      time: indiaTime(row.visited_at),
      visitedAt: row.visited_at,
      flagged: row.flagged === 1,
      ...(row.patient ? { patient: row.patient } : {}),
      voidedAt: row.voided_at,
      voidReason: row.void_reason,
      recordedAt: row.created_at,
    })),
    pagination: { ...pageInfo(total, query.page, query.limit), totalVisits: total },
  };
}
