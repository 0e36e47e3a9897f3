// Every call the member area makes, through the typed client. What the area shows and keeps must
// be what the shared schemas say (a phone may meet an older or newer server), so each answer is
// checked, with the light checks of net/member-shapes.ts: zod and the schemas would be about a
// quarter of the JavaScript of the member's first screen, which this module is on.
import { filterGiven, MEMBER_VISITS_LIMIT, DIRECTORY_PAGE_SIZE } from '@mcs/shared';
import type {
  ChangePasswordBody,
  CurrentMember,
  DirectoryFilters,
  MemberVisit,
  PartnersResponse,
} from '@mcs/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Check } from '../net/answer-shape.ts';
import { currentMemberShape, memberVisitsShape, partnersShape } from '../net/member-shapes.ts';
import { gotNoAnswer } from '../net/message-for.ts';
import { reachability } from '../net/reachability.ts';
import { bearer, send, TOKEN_KEYS } from './client.ts';
import { FRESH_MS } from './query-client.ts';

/** The answer when `check` passes; throws, as a schema's parse did, when this app cannot read it. */
function checked<T>(check: Check, answer: T): T {
  if (!check(answer)) throw new Error('The server sent an answer this app cannot read');
  return answer;
}

/** GET api/auth/me: the signed-in member. */
export async function fetchMe(token: string): Promise<CurrentMember> {
  return checked(currentMemberShape, await send((api) => api.api.auth.me.$get({}, bearer(token))));
}

/**
 * POST api/auth/change-password. The server ends every session of the account, this one's
 * included, and answers a token for this one: it replaces the stored token at once, or the next
 * call would be refused.
 */
export async function changePassword(token: string, body: ChangePasswordBody): Promise<void> {
  const answer = await send((api) =>
    api.api.auth['change-password'].$post({ json: body }, bearer(token)),
  );
  localStorage.setItem(TOKEN_KEYS.member, answer.token);
}

/** GET api/partners/my-visits: one page, newest first; a page shorter than the limit is the last. */
export async function fetchMyVisits(token: string, page = 1): Promise<MemberVisit[]> {
  const query = { page: String(page), limit: String(MEMBER_VISITS_LIMIT.default) };
  return checked(
    memberVisitsShape,
    await send((api) => api.api.partners['my-visits'].$get({ query }, bearer(token))),
  );
}

/** Visits per page of fetchMyVisits: a full page means there may be another. */
export const MY_VISITS_PAGE_SIZE = MEMBER_VISITS_LIMIT.default;

/**
 * GET api/partners: q trimmed, type and specialization left out when 'all',
 * every filter left out when blank; limit 10.
 */
export async function searchPartners(filters: DirectoryFilters): Promise<PartnersResponse> {
  const query: Record<string, string> = {};
  const q = filters.q?.trim();
  if (q) query['q'] = q;
  for (const key of ['type', 'state', 'district', 'specialization'] as const) {
    const value = filters[key];
    if (filterGiven(value)) query[key] = value.trim();
  }
  query['page'] = String(filters.page ?? 1);
  query['limit'] = String(filters.limit ?? DIRECTORY_PAGE_SIZE);
  return checked(partnersShape, await send((api) => api.api.partners.$get({ query })));
}

/** A directory answer, and whether it came from the copy saved on this device. */
export type DirectoryAnswer = PartnersResponse & { offline: boolean };

/** Answers a directory query from the device when the server cannot be reached. */
export type DeviceDirectory = (filters: DirectoryFilters) => Promise<PartnersResponse>;

/** The member area's loads, each key beside its call. */
export const memberQueries = {
  /** Everything shown from the server for one member session. */
  session: (token: string) => ['member', token] as const,
  me: (token: string) =>
    queryOptions({ queryKey: ['member', token, 'me'], queryFn: () => fetchMe(token) }),
  /** The member's visits, page after page; a page shorter than the limit is the last. */
  visits: (token: string) =>
    infiniteQueryOptions({
      queryKey: ['member', token, 'visits'],
      queryFn: ({ pageParam }) => fetchMyVisits(token, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: MemberVisit[], pages: MemberVisit[][]) =>
        last.length === MY_VISITS_PAGE_SIZE ? pages.length + 1 : undefined,
    }),
  /**
   * The partner directory for one query: from the server, or from `fromDevice` (the directory
   * saved on this device, which this layer cannot reach itself) when no answer can come. A
   * refusal from the server is not answered from the device: the search fails. The answer before
   * stays on screen while the next page or search loads, and one from the device is stale at once,
   * so the server is asked again when it can be reached.
   */
  directory: (filters: DirectoryFilters, fromDevice: DeviceDirectory) =>
    queryOptions({
      queryKey: ['directory', filters],
      queryFn: async (): Promise<DirectoryAnswer> => {
        // The browser's own "no network" is trusted; anything else is learnt by asking.
        if (reachability() !== 'offline') {
          try {
            return { ...(await searchPartners(filters)), offline: false };
          } catch (error) {
            if (!gotNoAnswer(error)) throw error;
          }
        }
        return { ...(await fromDevice(filters)), offline: true };
      },
      placeholderData: keepPreviousData,
      staleTime: (query) => (query.state.data?.offline ? 0 : FRESH_MS),
    }),
};

/** POST api/auth/logout ends the session on the server; the device signs out whatever it says. */
export async function logoutSession(token: string): Promise<void> {
  try {
    await send((api) => api.api.auth.logout.$post({}, bearer(token)));
  } catch {
    // Offline, already expired, or a server without the route: the token is dropped anyway.
  }
}
