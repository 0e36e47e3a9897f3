// How a member's phone reads the sync answers it keeps: with the light checks of
// net/member-shapes.ts (which says why), where desk mode and the service worker read them with
// the shared zod schemas (sync-client.ts).
import type {
  DirectoryDelta,
  Jwks,
  MemberCardResponse,
  RevocationsDelta,
  SyncPushResponse,
} from '@mcs/shared';
import { flag, listOf, readAs, shape, text } from '../net/answer-shape.ts';
import { cardKeyShape, partnerShape, pushResultShape } from '../net/member-shapes.ts';
import type { SyncAnswerReaders } from './sync-calls.ts';

export const MEMBER_ANSWER_READERS: SyncAnswerReaders = {
  push: readAs<SyncPushResponse>(shape<SyncPushResponse>({ results: listOf(pushResultShape) })),
  directory: readAs<DirectoryDelta>(
    shape<DirectoryDelta>({
      partners: listOf(partnerShape),
      removed: listOf(text),
      cursor: text,
      hasMore: flag,
    }),
  ),
  revocations: readAs<RevocationsDelta>(
    shape<RevocationsDelta>({ rids: listOf(text), cursor: text, hasMore: flag }),
  ),
  jwks: readAs<Jwks>(shape<Jwks>({ keys: listOf(cardKeyShape) })),
  memberCard: readAs<MemberCardResponse>(
    shape<MemberCardResponse>({ jws: text, membershipId: text, validUntil: text }),
  ),
};
