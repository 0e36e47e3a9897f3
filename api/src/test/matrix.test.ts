// The role matrix: every route of the API (from the routes' declarations, which another test
// holds equal to the app's real routes) called as each kind of caller. The expected status
// follows from the route's declared access, so the table below only says how to make a valid
// request.
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, routeKey } from './declared-routes.ts';
import type { DeclaredRoute } from './declared-routes.ts';
import type { RouteAuth } from '../lib/openapi.ts';
import { bearer } from './test-app.ts';
import { ROLES, SAMPLES, makeWorld } from './matrix-samples.ts';
import type { Role, World } from './matrix-samples.ts';

/** Every route the app declares (see declared-routes.ts). */
const API_ROUTES = await appRoutes();

const ALLOWED: Record<RouteAuth, readonly Role[]> = {
  public: ROLES,
  optional: ['none', 'member', 'partner', 'admin'],
  member: ['member'],
  partner: ['partner'],
  'member-or-partner': ['member', 'partner'],
  admin: ['admin'],
  'partner-or-admin': ['partner', 'admin'],
  'signed-in': ['member', 'partner', 'admin'],
};

/**
 * A stored hash ('scrypt$...'), its column or field name, or a sample account's password. The one
 * password an answer may hold is the one generated at enrolment, which no sample account uses.
 */
const SECRETS =
  /scrypt\$|password_?hash|member-pass-1|partner-pass-1|admin-pass-1|secret-pass|clinic-pass/i;

/** What a caller should get: the route's success, 401 without a valid token, else 403. */
function expectedStatus(route: Pick<DeclaredRoute, 'auth' | 'successStatus'>, role: Role): number {
  if (ALLOWED[route.auth].includes(role)) return route.successStatus;
  return role === 'none' || role === 'forged' || role === 'expired' ? 401 : 403;
}

async function send(w: World, route: DeclaredRoute, role: Role): Promise<Response> {
  const sample = await SAMPLES[routeKey(route)]!(w, role);
  const headers: Record<string, string> = { ...w.headers[role] };
  let body: FormData | string | undefined;
  if (sample.form) body = sample.form;
  else if (sample.json !== undefined) {
    body = JSON.stringify(sample.json);
    headers['content-type'] = 'application/json';
  }
  return w.t.app.request(sample.path, { method: route.method.toUpperCase(), headers, body });
}

let world: World | undefined;
afterEach(async () => {
  await world?.t.close();
  world = undefined;
});

describe('the role matrix', () => {
  it('has a sample request for every route', () => {
    expect(API_ROUTES.map(routeKey).filter((key) => !SAMPLES[key])).toEqual([]);
  });

  it('derives the expected status from the declared access', () => {
    const adminOnly = { auth: 'admin', successStatus: 200 } as const;
    expect(ROLES.map((role) => expectedStatus(adminOnly, role))).toEqual([
      401, 403, 403, 403, 200, 401, 401,
    ]);
  });

  it.each(API_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s answers each caller as its access says',
    async (_key, route) => {
      world = await makeWorld();
      const seen: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const role of ROLES) {
        const res = await send(world, route, role);
        seen[role] = res.status;
        expected[role] = expectedStatus(route, role);
        if (res.status >= 400) expect(await res.json()).toHaveProperty('message');
        else if (route.response) {
          const text = await res.text();
          expect(text, `${role}: no answer carries a password or its hash`).not.toMatch(SECRETS);
          // The answer is what the OpenAPI document promises, so the document cannot lie.
          const parsed = route.response.safeParse(JSON.parse(text));
          expect(parsed.error?.issues ?? [], `${role}: answer fits the declared schema`).toEqual(
            [],
          );
        }
      }
      expect(seen).toEqual(expected);
    },
  );
});

describe('partners and members see only their own visits', () => {
  it("keeps one partner's visits out of another partner's list and figures", async () => {
    world = await makeWorld();
    const { t } = world;
    const other = await t.createPartner({ name: 'Other Clinic' });
    const otherHeaders = bearer(await t.tokens.partner(other));
    const recorded = await t.request(
      'POST',
      '/api/partners/visit',
      // A partnerId in the body must not attribute the visit to someone else.
      {
        membershipId: world.member.membership_id,
        service: 'Consultation',
        discountApplied: 10,
        partnerId: String(other.id),
      },
      world.headers.partner,
    );
    expect(recorded.status).toBe(201);

    const mine = (await (
      await t.request('GET', '/api/partners/partner-visits', undefined, world.headers.partner)
    ).json()) as {
      visits: unknown[];
    };
    expect(mine.visits).toHaveLength(1);
    const theirs = (await (
      await t.request('GET', '/api/partners/partner-visits', undefined, otherHeaders)
    ).json()) as {
      visits: unknown[];
      pagination: { totalVisits: number };
    };
    expect(theirs.visits).toEqual([]);
    expect(theirs.pagination.totalVisits).toBe(0);
    const stats = (await (
      await t.request('GET', '/api/partners/partner-stats', undefined, otherHeaders)
    ).json()) as {
      membersServed: number;
      monthlyVisits: number;
    };
    expect(stats).toMatchObject({ membersServed: 0, monthlyVisits: 0 });
  });

  it('shows a member only their own visits', async () => {
    world = await makeWorld();
    const { t } = world;
    const stranger = await t.createMember({ name: 'Stranger' });
    await t.request(
      'POST',
      '/api/partners/visit',
      { membershipId: stranger.membership_id, service: 'Consultation', discountApplied: 10 },
      world.headers.partner,
    );
    const own = (await (
      await t.request('GET', '/api/partners/my-visits', undefined, world.headers.member)
    ).json()) as unknown[];
    expect(own).toEqual([]);
    const strangers = (await (
      await t.request(
        'GET',
        '/api/partners/my-visits',
        undefined,
        bearer(await t.tokens.member(stranger)),
      )
    ).json()) as unknown[];
    expect(strangers).toHaveLength(1);
  });
});
