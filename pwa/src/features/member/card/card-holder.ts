// Whom the card names when the server has not answered. The copy of the member kept beside the
// card (offline/member-kept.ts, written with every answer) says it. Only when no copy of the
// card's member is kept (a card stored before such copies were, or a sign-in whose visits never
// loaded) is the card itself read, and its decoder (CBOR, inflate, JWS) is a chunk loaded then:
// the member's first screen, and every screen with a kept copy, download none of it. Verifying a
// card is the desk's work, not the member's.
import { useEffect, useState } from 'react';
import { DEFAULT_PLAN_LABEL } from '@mcs/shared';
import type { StoredCard } from '../../../offline/member.ts';
import type { MemberData } from '../session.ts';
import { holderOf } from './card-view.ts';
import type { CardHolder } from './card-view.ts';

/** What the card itself says of its holder, its signature unchecked (the counter checks it). */
export async function readHolder(card: string): Promise<CardHolder | null> {
  const { readCard } = await import('@mcs/shared/card');
  const claims = readCard(card);
  return (
    claims && {
      name: claims.name,
      plan: claims.plan || DEFAULT_PLAN_LABEL,
      family: claims.family,
    }
  );
}

/**
 * The holder of the stored card for `cardView` while the server has not answered: from the kept
 * copy when it is of the card's member, else read from the card once its decoder has loaded
 * (null meanwhile). Null too once the server has answered: the card then shows what it said.
 */
export function useCardHolder(
  data: MemberData,
  stored: StoredCard | null | undefined,
): CardHolder | null {
  const keptMember =
    data.status === 'device' && data.copy.member.membershipId === stored?.membershipId
      ? data.copy.member
      : null;
  const unanswered =
    data.status === 'loading' ||
    data.status === 'unknown' ||
    (data.status === 'device' && keptMember === null);
  const toRead = stored && unanswered ? stored.jws : null;
  const [read, setRead] = useState<{ card: string; holder: CardHolder | null } | null>(null);
  useEffect(() => {
    if (toRead === null) return;
    let current = true;
    readHolder(toRead).then(
      (holder) => {
        if (current) setRead({ card: toRead, holder });
      },
      (error: unknown) => console.error('Could not read the card on this device', error),
    );
    return () => {
      current = false;
    };
  }, [toRead]);
  if (keptMember) return holderOf(keptMember);
  return read !== null && read.card === toRead ? read.holder : null;
}
