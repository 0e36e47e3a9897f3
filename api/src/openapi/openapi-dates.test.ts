// Dates in real answers are for machines first: every field named `…At` is an ISO 8601 instant
// (or null), and a date written for people (14/03/2026) never comes alone: an ISO 8601 instant is
// beside it in the same object. Each read route is driven once with a valid request, so a route
// added tomorrow is held too.
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, routeKey } from '../test/declared-routes.ts';
import { CALLER_LET_THROUGH, SAMPLES, makeWorld } from '../test/matrix-samples.ts';
import type { World } from '../test/matrix-samples.ts';

// The document itself is left out: its `…At` keys name schemas, not dates.
const READS = (await appRoutes()).filter(
  (route) =>
    route.method === 'get' && route.response !== undefined && route.path !== '/api/openapi.json',
);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DISPLAY_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/** Where an answer breaks the rule, by path. */
function dateProblems(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => dateProblems(item, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  const problems: string[] = [];
  const hasInstant = entries.some(([, v]) => typeof v === 'string' && ISO_INSTANT.test(v));
  for (const [key, field] of entries) {
    if (
      key.endsWith('At') &&
      field !== null &&
      !(typeof field === 'string' && ISO_INSTANT.test(field))
    )
      problems.push(`${at}.${key} = ${JSON.stringify(field)} is not ISO 8601`);
    if (typeof field === 'string' && DISPLAY_DATE.test(field) && !hasInstant)
      problems.push(`${at}.${key} = ${field} has no ISO 8601 instant beside it`);
    problems.push(...dateProblems(field, `${at}.${key}`));
  }
  return problems;
}

let world: World | undefined;
afterEach(async () => {
  await world?.t.close();
  world = undefined;
});

describe('dates in answers', () => {
  it('are caught when a display date is alone or an …At is not ISO 8601', () => {
    expect(dateProblems({ date: '14/03/2026', visitedAt: '2026-03-14T05:42:10.000Z' })).toEqual([]);
    expect(dateProblems({ visits: [{ date: '14/03/2026', time: '11:12 am' }] })).toHaveLength(1);
    expect(dateProblems({ createdAt: '14/03/2026 11:12' })).not.toEqual([]);
  });

  it.each(READS.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    world = await makeWorld();
    // A visit, so the visit lists have a row with its dates.
    await world.t.recordVisit(world.headers.partner, { membershipId: world.member.membership_id });
    const sample = SAMPLES[key];
    if (!sample) throw new Error(`no sample request for ${key} in matrix-samples.ts`);
    const caller = CALLER_LET_THROUGH[route.auth];
    const request = await sample(world, caller);
    const res = await world.t.app.request(request.path, { headers: world.headers[caller] });
    expect(res.status, await res.clone().text()).toBe(route.successStatus);
    expect(dateProblems(await res.json())).toEqual([]);
  });
});
