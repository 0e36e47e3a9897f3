// `POST api/sync/push`: a partner's offline visits, judged one by one. Each answer
// is final for that item: `applied` (stored now), `duplicate` (stored before: a replay, in any
// order, never doubles), `rejected` (with the reason the partner sees). Each visit is judged by
// the one visit-judging service and stored by the one visit insert, so the counter and the
// outbox follow the same rules.
import { describeZodError } from '../../lib/validate.ts';
import { syncMutationSchema } from '@mcs/shared';
import type { SyncMutation, SyncPushItem, SyncPushResponse, SyncPushResult } from '@mcs/shared';
import { judgeVisitTime } from '@mcs/shared';
import { takeTurn } from '../../db/write-locks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import {
  batchLookups,
  judgeVisitOn,
  storeVisits,
  VISIT_ID_TAKEN,
  visitsRecordedToday,
} from '../visits/visits.service.ts';
import type { MemberRow, NewVisitRow, PartnerRow } from '../../db/schema.ts';
import type { VisitsToday } from '../visits/visits.service.ts';
import { memberCardIssues, memberRevocations, storedVisitPartners } from './sync.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

export const FLAG_CANCELLED_LATER = 'Membership cancelled after this visit was recorded offline.';
export const FLAG_REVOKED_LATER = 'Card revoked after this visit was recorded offline.';
export const FLAG_REVOKED_BEFORE =
  "Recorded after the member's card was revoked: check which card was shown.";

interface Judgement {
  cancelledAt?: string;
  flagReason?: string;
}

/** A member as a batch knows it: the row a visit is judged on, and the card's history. */
interface BatchMember {
  row: MemberRow;
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
  partner: PartnerRow | undefined;
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
  for (const { payload } of mutations) {
    if (members.has(payload.membershipId)) continue;
    const row = await lookups.member(payload.membershipId);
    members.set(
      payload.membershipId,
      row && {
        row,
        revocations: await memberRevocations(deps.db, row.id),
        cardsIssuedAt: await memberCardIssues(deps.db, row.id),
      },
    );
  }
  return {
    members,
    partner: await lookups.partner(partnerId),
    // Counted once: the batch holds the partner's turn, so no other visit of theirs lands meanwhile.
    visitsToday: await visitsRecordedToday(deps, partnerId),
    recordedAt: deps.now().toISOString(),
  };
}

/**
 * A card valid at the counter but revoked later is kept and flagged, never dropped: the member
 * was served in good faith. Visits after a cancellation stay refused by the visit service.
 */
function judgeRevocations(member: BatchMember | undefined, visitedAt: string): Judgement {
  if (!member) return {};
  const { revocations } = member;
  if (member.row.status === 'Cancelled') {
    const cancelledAt =
      revocations.find((r) => r.reason === 'cancelled')?.revokedAt ?? member.row.updated_at;
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
  visit: NewVisitRow;
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
    const reads = { member: member?.row, partner: batch.partner, visitsToday: batch.visitsToday };
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
    return { visit, flagged: judgement.flagReason !== undefined };
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      return { id, status: 'rejected', reason: error.message };
    throw error;
  }
}

/**
 * One transaction per batch: a thousand visits commit together (fast on SQLite) and a crash
 * mid-batch stores none of them, so the client's retry sees a clean slate. Each item is judged
 * in order; the accepted visits are then stored together, a few statements for the batch.
 */
export async function pushMutations(
  deps: Deps,
  partnerId: number,
  items: readonly SyncPushItem[],
): Promise<SyncPushResponse> {
  return deps.db.transaction().execute(async (trx) => {
    await takeTurn(trx, 'partnerVisits', partnerId);
    const scoped = { ...deps, db: trx };
    const read = items.map(readItem);
    const stored = await storedVisitPartners(
      trx,
      read.map((item) => storedClientId(item.id)),
    );
    const mutations = read.flatMap((item) => ('mutation' in item ? [item.mutation] : []));
    const batch = await readBatch(scoped, partnerId, mutations);
    const judged = read.map((item) => judgeOne(scoped, partnerId, item, stored, batch));

    const accepted = judged.filter((item): item is Accepted => 'visit' in item);
    const visits = accepted.map((item) => item.visit);
    const inserted = new Set((await storeVisits(scoped, visits)).map((v) => v.client_id));
    // An id not stored now was stored meanwhile by another partner's push (the partner's own
    // visits wait for this batch's turn): that id belongs to their record.
    return {
      results: judged.map((item, index) => {
        if (!('visit' in item)) return item;
        const { id } = read[index]!;
        if (!inserted.has(item.visit.client_id))
          return { id, status: 'rejected', reason: VISIT_ID_TAKEN };
        return item.flagged ? { id, status: 'applied', flagged: true } : { id, status: 'applied' };
      }),
    };
  });
}
