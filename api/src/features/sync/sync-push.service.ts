// `POST api/sync/push` (DESIGN.md 6): a partner's offline visits, judged one by one. Each answer
// is final for that item: `applied` (stored now), `duplicate` (stored before: a replay, in any
// order, never doubles), `rejected` (with the reason the partner sees). Each visit is judged by
// the one visit-judging service and stored by the one visit insert, so the counter and the
// outbox follow the same rules.
import { describeZodError } from '../../lib/validate.ts';
import { syncMutationSchema } from '@mcs/shared';
import type { SyncMutation, SyncPushItem, SyncPushResponse, SyncPushResult } from '@mcs/shared';
import { judgeVisitTime, normaliseMembershipId } from '@mcs/shared';
import { takeTurn } from '../../db/write-locks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { findMemberByMembershipId } from '../members/members.service.ts';
import {
  batchLookups,
  judgeVisit,
  storeVisits,
  VISIT_ID_TAKEN,
  visitsRecordedToday,
} from '../visits/visits.service.ts';
import type { NewVisitRow } from '../../db/schema.ts';
import type { VisitLookups, VisitsToday } from '../visits/visits.service.ts';
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

/**
 * A card valid at the counter but revoked later is kept and flagged, never dropped: the member
 * was served in good faith. Visits after a cancellation stay refused by the visit service.
 */
interface MemberFacts {
  status: string;
  updatedAt: string;
  revocations: { reason: string; revokedAt: string }[];
  cardsIssuedAt: string[];
}

/** Per batch: a counter's outbox names the same few members many times. */
type FactsCache = Map<string, Promise<MemberFacts | null>>;

function memberFacts(
  deps: Deps,
  membershipId: string,
  cache: FactsCache,
): Promise<MemberFacts | null> {
  let facts = cache.get(membershipId);
  if (!facts) {
    facts = (async () => {
      const member = await findMemberByMembershipId(deps.db, membershipId);
      if (!member) return null;
      return {
        status: member.status,
        updatedAt: member.updated_at,
        revocations: await memberRevocations(deps.db, member.id),
        cardsIssuedAt: await memberCardIssues(deps.db, member.id),
      };
    })();
    cache.set(membershipId, facts);
  }
  return facts;
}

async function judgeRevocations(
  deps: Deps,
  mutation: SyncMutation,
  visitedAt: string,
  cache: FactsCache,
): Promise<Judgement> {
  const membershipId = normaliseMembershipId(mutation.payload.membershipId);
  const member = membershipId ? await memberFacts(deps, membershipId, cache) : null;
  if (!member) return {};
  const { revocations } = member;
  if (member.status === 'Cancelled') {
    const cancelledAt =
      revocations.find((r) => r.reason === 'cancelled')?.revokedAt ?? member.updatedAt;
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

/** The id a pushed item carries, exactly as sent (how the client finds its outbox item). */
const sentId = (item: SyncPushItem) =>
  'mutation' in item ? item.mutation.id : String(item.unreadable.id);

async function judgeOne(
  deps: Deps,
  partnerId: number,
  item: SyncPushItem,
  stored: Map<string, number | null>,
  cache: FactsCache,
  batch: { visitsToday: VisitsToday; lookups: VisitLookups },
): Promise<SyncPushResult | Accepted> {
  const id = sentId(item);
  let mutation: SyncMutation;
  if ('mutation' in item) mutation = item.mutation;
  else {
    // The route tried it as a mutation first; parsed again, it fails for the reason to answer.
    const parsed = syncMutationSchema.safeParse(item.unreadable);
    if (!parsed.success) return { id, status: 'rejected', reason: describeZodError(parsed.error) };
    mutation = parsed.data;
  }
  const clientId = storedClientId(mutation.id);

  // Known ids are answered before any rule runs, so a replay after the membership lapsed or the
  // member left still reads as the duplicate it is.
  if (stored.has(clientId)) {
    return stored.get(clientId) === partnerId
      ? { id, status: 'duplicate' }
      : { id, status: 'rejected', reason: VISIT_ID_TAKEN };
  }

  // Within the offline window (and the member's enrolment and validity, judged by judgeVisit)
  // or refused: a visit cannot be backdated to a time the member could not have been served.
  const time = judgeVisitTime(mutation.clientTime, deps.now());
  if (!time.ok) return { id, status: 'rejected', reason: time.reason };
  const { visitedAt } = time;
  try {
    const judgement = await judgeRevocations(deps, mutation, visitedAt, cache);
    const visit = await judgeVisit(deps, partnerId, mutation.payload, {
      clientId,
      visitedAt,
      ...batch,
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
    const ids = items.map((item) => storedClientId(sentId(item)));
    const stored = await storedVisitPartners(trx, ids);
    const cache: FactsCache = new Map();
    // Counted once: the batch holds the partner's turn, so no other visit of theirs lands meanwhile.
    const batch = {
      visitsToday: await visitsRecordedToday(scoped, partnerId),
      lookups: batchLookups(scoped),
    };
    const judged: (SyncPushResult | Accepted)[] = [];
    for (const item of items)
      judged.push(await judgeOne(scoped, partnerId, item, stored, cache, batch));

    const accepted = judged.filter((item): item is Accepted => 'visit' in item);
    const visits = accepted.map((item) => item.visit);
    const inserted = new Set((await storeVisits(scoped, visits)).map((v) => v.client_id));
    // An id not stored now was stored meanwhile by another partner's push (the partner's own
    // visits wait for this batch's turn): that id belongs to their record.
    return {
      results: judged.map((item, index) => {
        if (!('visit' in item)) return item;
        const id = sentId(items[index]!);
        if (!inserted.has(item.visit.client_id))
          return { id, status: 'rejected', reason: VISIT_ID_TAKEN };
        return item.flagged ? { id, status: 'applied', flagged: true } : { id, status: 'applied' };
      }),
    };
  });
}
