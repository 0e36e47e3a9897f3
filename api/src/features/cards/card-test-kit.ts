// What the card tests read back through the API: a member's card, the published keys and the
// revocation list, each parsed with the shared schema the PWA uses.
import {
  jwksSchema,
  memberCardResponseSchema,
  readCard,
  revocationsDeltaSchema,
} from '@mcs/shared';

/** One API instance as a test calls it: `TestApp`, or another app on the same database. */
export interface Instance {
  request(
    method: string,
    path: string,
    body?: undefined,
    headers?: Record<string, string>,
  ): Response | Promise<Response>;
}

export async function cardOf(t: Instance, headers: Record<string, string>) {
  const res = await t.request('GET', '/api/members/me/card', undefined, headers);
  if (res.status !== 200) throw new Error(`card answered ${res.status}: ${await res.text()}`);
  return memberCardResponseSchema.parse(await res.json());
}

export async function publishedKeys(t: Instance) {
  return jwksSchema.parse(await (await t.request('GET', '/.well-known/jwks.json')).json());
}

export async function revokedRids(t: Instance) {
  const res = await t.request('GET', '/api/sync/revocations');
  return new Set(revocationsDeltaSchema.parse(await res.json()).rids);
}

/** The card id (rid) a card carries, in either format. */
export function ridOf(card: string): string {
  const rid = readCard(card)?.rid;
  if (!rid) throw new Error(`not a card: ${card}`);
  return rid;
}
