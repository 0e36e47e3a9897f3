// Every call the member area makes, in one place so the lead can port it to the typed `hc`
// client in one go. Answers are parsed with the shared zod schemas, never cast.
import {
  currentMemberSchema,
  filterGiven,
  memberCardResponseSchema,
  MEMBER_VISITS_LIMIT,
  memberVisitsResponseSchema,
  partnersResponseSchema,
  DIRECTORY_PAGE_SIZE,
} from '@mcs/shared';
import type { CurrentMember, DirectoryFilters, MemberCardResponse, MemberVisit } from '@mcs/shared';
import type { z } from 'zod';
import { request } from './client.ts';

export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

/** GET api/auth/me: the signed-in member. */
export async function fetchMe(token: string): Promise<CurrentMember> {
  return currentMemberSchema.parse(await request<unknown>('auth/me', { token }));
}

/** GET api/partners/my-visits: one page, newest first; a page shorter than the limit is the last. */
export async function fetchMyVisits(token: string, page = 1): Promise<MemberVisit[]> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(MEMBER_VISITS_LIMIT.default),
  });
  return memberVisitsResponseSchema.parse(
    await request<unknown>(`partners/my-visits?${query.toString()}`, { token }),
  );
}

/** Visits per page of fetchMyVisits: a full page means there may be another. */
export const MY_VISITS_PAGE_SIZE = MEMBER_VISITS_LIMIT.default;

/** GET api/members/me/card: the signed card the QR code carries. */
export async function fetchMyCard(token: string): Promise<MemberCardResponse> {
  return memberCardResponseSchema.parse(await request<unknown>('members/me/card', { token }));
}

/**
 * GET api/partners. Spec section 7: q trimmed, type and specialization left out when 'all',
 * every filter left out when blank; limit 10.
 */
export async function searchPartners(filters: DirectoryFilters): Promise<PartnersResponse> {
  const query = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) query.set('q', q);
  for (const key of ['type', 'state', 'district', 'specialization'] as const) {
    const value = filters[key];
    if (filterGiven(value)) query.set(key, value.trim());
  }
  query.set('page', String(filters.page ?? 1));
  query.set('limit', String(filters.limit ?? DIRECTORY_PAGE_SIZE));
  return partnersResponseSchema.parse(await request<unknown>(`partners?${query.toString()}`));
}

/** POST api/auth/logout ends the session on the server; the device signs out whatever it says. */
export async function logoutSession(token: string): Promise<void> {
  try {
    await request<unknown>('auth/logout', { method: 'POST', token });
  } catch {
    // Offline, already expired, or a server without the route: the token is dropped anyway.
  }
}
