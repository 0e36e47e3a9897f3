// Apart from the visits' schemas (schemas/member.ts): the member's app pages its visits with it
// on its first screen, which must not bring zod with it.

/** Visits per page of `GET api/partners/my-visits` unless the client asks, and the most it may. */
export const MEMBER_VISITS_LIMIT = { default: 100, max: 200 } as const;
