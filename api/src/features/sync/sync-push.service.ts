// `POST api/sync/push`: a partner's offline visits, judged one by one. Each answer
// is final for that item: `applied` (stored now), `duplicate` (stored before: a replay, in any
// order, never doubles), `rejected` (with the reason the partner sees). Each visit is judged by
// the one visit-judging service and stored by the one visit insert, so the counter and the
// outbox follow the same rules. An item may also go unanswered, when the partner's membership
// checks have run out (see allowLookups): it stays in the desk's outbox for a later push.
import { describeZodError } from '../../lib/validate.ts';
import { normaliseMembershipId, syncMutationSchema } from '@mcs/shared';
import type { SyncMutation, SyncPushItem, SyncPushResponse, SyncPushResult } from '@mcs/shared';
import { judgeVisitTime } from '@mcs/shared';
import { takeTurn } from '../../db/write-locks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import {
  forgetOldVerifyMisses,
  recordVerifyMisses,
  takeMembershipCheck,
} from '../partners/verify.service.ts';
import {
  batchLookups,
  judgeVisitOn,
  membershipsServedBy,
  storeVisits,
  VISIT_ID_TAKEN,
  visitsRecordedToday,
} from '../visits/visits.service.ts';
import type { Member } from '../members/members.service.ts';
import type { Partner } from '../partners/partners.service.ts';
import type { JudgedVisit, VisitsToday } from '../visits/visits.service.ts';
import { memberCardIssues, memberRevocations, storedVisitPartners } from './sync.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env' | 'verifyLimits'>;

export const FLAG_CANCELLED_LATER = 'Membership cancelled after this visit was recorded offline.';
export const FLAG_REVOKED_LATER = 'Card revoked after this visit was recorded offline.';
export const FLAG_REVOKED_BEFORE =
  "Recorded after the member's card was revoked: check which card was shown.";

interface Judgement {
  cancelledAt?: string;
  flagReason?: string;
}

/** A member as a batch knows it: the member a visit is judged on, and the card's history. */
interface BatchMember {
  member: Member;
  /** When the membership was cancelled; undefined when it is not. */
  cancelledAt: string | undefined;
  revocations: { reason: string; revokedAt: string }[];
  cardsIssuedAt: string[];
}

/**
 * What a batch reads once for all its visits: each member its visits name (by the ID as typed: a
 * counter's outbox names the same few members many times), the partner, the day's count so far,
 * and one recording time for all (they commit together).
 */
interface Batch {
  members: Map<string, BatchMember | undefined>;
  partner: Partner | undefined;
  visitsToday: VisitsToday;
  recordedAt: string;
}

async function readBatch(
  deps: Deps,
  partnerId: number,
  mutations: readonly SyncMutation[],
): Promise<Batch> {
  const lookups = batchLookups(deps);
  const members = new Map<string, BatchMember | undefined>();
  const now = deps.now();
  for (const { payload } of mutations) {
    if (members.has(payload.membershipId)) continue;
    const member = await lookups.member(payload.membershipId);
    if (!member) {
      members.set(payload.membershipId, undefined);
      continue;
    }
    const revocations = await memberRevocations(deps.db, member.id);
    members.set(payload.membershipId, {
      member,
      // A cancellation holds at any date, so judging it now holds for every visit of the batch.
      cancelledAt:
        member.statusOn(now) === 'Cancelled'
          ? (revocations.find((r) => r.reason === 'cancelled')?.revokedAt ?? member.updatedAt)
          : undefined,
      revocations,
      cardsIssuedAt: await memberCardIssues(deps.db, member.id),
    });
  }
  return {
    members,
    partner: await lookups.partner(partnerId),
    // Counted once: the batch holds the partner's turn, so no other visit of theirs lands meanwhile.
    visitsToday: await visitsRecordedToday(deps, partnerId),
    recordedAt: now.toISOString(),
  };
}

/**
 * A card valid at the counter but revoked later is kept and flagged, never dropped: the member
 * was served in good faith. Visits after a cancellation stay refused by the visit service.
 */
function judgeRevocations(member: BatchMember | undefined, visitedAt: string): Judgement {
  if (!member) return {};
  const { revocations, cancelledAt } = member;
  if (cancelledAt !== undefined) {
    return visitedAt < cancelledAt ? { cancelledAt, flagReason: FLAG_CANCELLED_LATER } : {};
  }
  // The visit does not say which card was shown, so judge by what was live at the counter.
  if (revocations.some((r) => visitedAt < r.revokedAt)) return { flagReason: FLAG_REVOKED_LATER };
  const last = revocations.at(-1);
  if (!last) return {};
  // A card issued after the last revocation and before the visit was a good card to show.
  const reissued = member.cardsIssuedAt.some((at) => at >= last.revokedAt && at <= visitedAt);
  return reissued ? {} : { flagReason: FLAG_REVOKED_BEFORE };
}

/**
 * A UUID is the same id in either letter case (RFC 9562), so it is stored lower-cased: a device
 * or proxy that re-cases the id on a replay must still meet the visit it already sent. The
 * answer keeps the id exactly as sent, which is how the client finds its outbox item.
 */
const storedClientId = (id: string) => id.trim().toLowerCase();

/** A visit that passed every rule, stored with the rest of its batch at the end. */
interface Accepted {
  visit: JudgedVisit;
  clientId: string;
  flagged: boolean;
}

/** A pushed item read: the mutation to judge, or the reason an unreadable one is refused. */
type ReadItem = { id: string; mutation: SyncMutation } | { id: string; reason: string };

function readItem(item: SyncPushItem): ReadItem {
  if ('mutation' in item) return { id: item.mutation.id, mutation: item.mutation };
  const id = String(item.unreadable.id);
  // The route tried it as a mutation first; parsed again, it fails for the reason to answer.
  const parsed = syncMutationSchema.safeParse(item.unreadable);
  return parsed.success
    ? { id, mutation: parsed.data }
    : { id, reason: describeZodError(parsed.error) };
}

function judgeOne(
  deps: Deps,
  partnerId: number,
  item: ReadItem,
  stored: Map<string, number | null>,
  batch: Batch,
): SyncPushResult | Accepted {
  const { id } = item;
  if (!('mutation' in item)) return { id, status: 'rejected', reason: item.reason };
  const { mutation } = item;
  const clientId = storedClientId(mutation.id);

  // Known ids are answered before any rule runs, so a replay after the membership lapsed or the
  // member left still reads as the duplicate it is.
  if (stored.has(clientId)) {
    return stored.get(clientId) === partnerId
      ? { id, status: 'duplicate' }
      : { id, status: 'rejected', reason: VISIT_ID_TAKEN };
  }

  // Within the offline window (and the member's enrolment and validity, judged by judgeVisitOn)
  // or refused: a visit cannot be backdated to a time the member could not have been served.
  const time = judgeVisitTime(mutation.clientTime, deps.now());
  if (!time.ok) return { id, status: 'rejected', reason: time.reason };
  const { visitedAt } = time;
  const member = batch.members.get(mutation.payload.membershipId);
  const judgement = judgeRevocations(member, visitedAt);
  try {
    const reads = {
      member: member?.member,
      partner: batch.partner,
      visitsToday: batch.visitsToday,
    };
    const visit = judgeVisitOn(reads, deps, mutation.payload, {
      clientId,
      visitedAt,
      recordedAt: batch.recordedAt,
      ...judgement,
    });
    // Counted now: the next item is judged against the day's cap with this one in it, and a
    // second copy of this id in the same batch reads as its duplicate.
    batch.visitsToday.count += 1;
    stored.set(clientId, partnerId);
    return { visit, clientId, flagged: judgement.flagReason !== undefined };
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      return { id, status: 'rejected', reason: error.message };
    throw error;
  }
}

/**
 * What a membership ID is looked up as: the ID as stored, or what was typed when it cannot be one
 * (such an ID names no member, and is counted and recorded as the miss it is).
 */
const lookupKey = (typed: string) => normaliseMembershipId(typed) ?? `typed:${typed.trim()}`;

/** The membership IDs a push may look up, by lookupKey. */
interface AllowedLookups {
  allowed: Set<string>;
  /** Those counted as membership checks: the ones not found among them are recorded as misses. */
  counted: Set<string>;
  /** The limit that stopped the counting, when one did: some IDs are not allowed. */
  refusal?: AppError;
}

/**
 * A push tells whether a membership ID exists as surely as the verify route does ('Membership
 * not found', or a visit applied or refused for the member's status), so its look-ups count
 * toward the partner's membership checks, per minute and per day, one for each distinct ID, before
 * any is looked up (in the batch's transaction, so a push that fails gives them back). An ID the
 * partner has already recorded a visit of is not counted: the push tells the partner nothing it
 * did not know, and a desk's outbox names its regular members again and again. Once the checks
 * run out, the rest are not allowed.
 */
async function allowLookups(
  deps: Deps,
  partnerId: number,
  mutations: readonly SyncMutation[],
): Promise<AllowedLookups> {
  const keys = [...new Set(mutations.map((m) => lookupKey(m.payload.membershipId)))];
  const served = await membershipsServedBy(
    deps,
    partnerId,
    keys.filter((key) => !key.startsWith('typed:')),
  );
  const allowed = new Set(served);
  const counted = new Set<string>();
  for (const key of keys) {
    if (allowed.has(key)) continue;
    const refusal = await takeMembershipCheck(deps, partnerId);
    if (refusal) return { allowed, counted, refusal };
    allowed.add(key);
    counted.add(key);
  }
  return { allowed, counted };
}

/**
 * One transaction per batch: a thousand visits commit together (fast on SQLite) and a crash
 * mid-batch stores none of them, so the client's retry sees a clean slate. Each item is judged
 * in order; the accepted visits are then stored together, a few statements for the batch. An
 * item whose member may not be looked up (the partner's membership checks ran out) is not
 * answered, and stays in the desk's outbox; when no item can be answered, the push is refused
 * with that limit's 429 and says when to come back.
 */
export async function pushMutations(
  deps: Deps,
  partnerId: number,
  items: readonly SyncPushItem[],
): Promise<SyncPushResponse> {
  let missed = false;
  const response = await deps.db.transaction().execute(async (trx) => {
    await takeTurn(trx, 'partnerVisits', partnerId);
    const scoped = { ...deps, db: trx };
    const read = items.map(readItem);
    const stored = await storedVisitPartners(
      trx,
      read.map((item) => storedClientId(item.id)),
    );
    // A stored id is answered before its member is looked at (judgeOne): only new visits look up.
    const isNew = (item: ReadItem): item is { id: string; mutation: SyncMutation } =>
      'mutation' in item && !stored.has(storedClientId(item.id));
    const lookups = await allowLookups(
      scoped,
      partnerId,
      read.filter(isNew).map((item) => item.mutation),
    );
    const answered = read.filter(
      (item) => !isNew(item) || lookups.allowed.has(lookupKey(item.mutation.payload.membershipId)),
    );
    if (answered.length === 0 && lookups.refusal) throw lookups.refusal;

    const mutations = answered.flatMap((item) => ('mutation' in item ? [item.mutation] : []));
    const batch = await readBatch(scoped, partnerId, mutations);
    const misses = new Map<string, string>();
    for (const { payload } of mutations) {
      const key = lookupKey(payload.membershipId);
      if (lookups.counted.has(key) && !batch.members.get(payload.membershipId) && !misses.has(key))
        misses.set(key, payload.membershipId);
    }
    await recordVerifyMisses(scoped, partnerId, [...misses.values()]);
    missed = misses.size > 0;
    const judged = answered.map((item) => judgeOne(scoped, partnerId, item, stored, batch));

    const accepted = judged.filter((item): item is Accepted => 'visit' in item);
    const visits = accepted.map((item) => item.visit);
    const inserted = await storeVisits(scoped, visits);
    // An id not stored now was stored meanwhile by another partner's push (the partner's own
    // visits wait for this batch's turn): that id belongs to their record.
    return {
      results: judged.map((item, index): SyncPushResult => {
        if (!('visit' in item)) return item;
        const { id } = answered[index]!;
        if (!inserted.has(item.clientId)) return { id, status: 'rejected', reason: VISIT_ID_TAKEN };
        return item.flagged ? { id, status: 'applied', flagged: true } : { id, status: 'applied' };
      }),
    };
  });
  // Outside the batch's transaction: those rows are no business of this partner's turn.
  if (missed) await forgetOldVerifyMisses(deps);
  return response;
}
