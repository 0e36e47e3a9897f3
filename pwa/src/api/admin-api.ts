// Every call the admin console makes, in one place, through the typed client (`send`): paths,
// bodies, queries and answers come from the server's route declarations. Every admin call sends
// the token stored under 'adminToken'. Screens call these functions and never build a URL.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminRegisterBody,
  ContactQueryStatus,
  EnrolMemberBody,
  ExportKind,
} from '@mcs/shared';
import { fetchChecked } from '../net/request.ts';
import { ApiError, NetworkError, TOKEN_KEYS, respond, send } from './client.ts';

export { ApiError, NetworkError };

export function adminToken(): string | null {
  return localStorage.getItem(TOKEN_KEYS.admin);
}

export function clearAdminToken(): void {
  localStorage.removeItem(TOKEN_KEYS.admin);
}

/** The admin's bearer token as request options of the typed client. */
function asAdmin(): { headers: Record<string, string> } {
  const token = adminToken();
  return { headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

export const getConfig = () => send((api) => api.api.config.$get());

/** POST api/auth/admin/login; stores the token under 'adminToken'. */
export async function adminLogin(email: string, password: string) {
  const answer: { token?: string; message?: string } | undefined = await send((api) =>
    api.api.auth.admin.login.$post({ json: { email, password } }),
  );
  if (answer?.token) localStorage.setItem(TOKEN_KEYS.admin, answer.token);
  return { token: answer?.token, message: answer?.message };
}

/** POST api/auth/admin/register (the spec's five fields less the confirmation, plus the invite). */
export async function adminRegister(body: AdminRegisterBody) {
  const answer: { token?: string; message?: string } | undefined = await send((api) =>
    api.api.auth.admin.register.$post({ json: body }),
  );
  if (answer?.token) localStorage.setItem(TOKEN_KEYS.admin, answer.token);
  return { token: answer?.token, message: answer?.message };
}

export const getStats = () => send((api) => api.api.partners.stats.$get(undefined, asAdmin()));
export const getRecentMembers = () =>
  send((api) => api.api.partners['recent-members'].$get(undefined, asAdmin()));
export const getRecentPartners = () =>
  send((api) => api.api.partners['recent-partners'].$get(undefined, asAdmin()));

export const getApplications = () =>
  send((api) => api.api.partners.applications.$get({ query: {} }, asAdmin()));
export const approveApplication = (id: string) =>
  send((api) => api.api.partners.applications[':id'].approve.$post({ param: { id } }, asAdmin()));
export const rejectApplication = (id: string, reason: string) =>
  send((api) =>
    api.api.partners.applications[':id'].reject.$post(
      { param: { id }, json: reason.trim() ? { reason: reason.trim() } : {} },
      asAdmin(),
    ),
  );

export const getQueries = () =>
  send((api) => api.api.contact.queries.$get({ query: { limit: '50' } }, asAdmin()));
export const getQueryStats = () => send((api) => api.api.contact.stats.$get(undefined, asAdmin()));
export const setQueryStatus = (id: string, status: ContactQueryStatus) =>
  send((api) =>
    api.api.contact.queries[':id'].status.$put({ param: { id }, json: { status } }, asAdmin()),
  );

export interface ListQuery {
  page: number;
  search: string;
}

/** Page and search as the list calls take them; a blank search is left out. */
const listQuery = ({ page, search }: ListQuery) => ({
  page: String(page),
  limit: '10',
  ...(search ? { search } : {}),
});

export const getUsers = (query: ListQuery) =>
  send((api) => api.api.partners['all-users'].$get({ query: listQuery(query) }, asAdmin()));
export const getActivePartners = (query: ListQuery) =>
  send((api) => api.api.partners['all-partners'].$get({ query: listQuery(query) }, asAdmin()));
export const deletePartner = (id: string) =>
  send((api) => api.api.partners.partners[':id'].$delete({ param: { id } }, asAdmin()));
export const deleteUser = (id: string) =>
  send((api) => api.api.partners.users[':id'].$delete({ param: { id } }, asAdmin()));

export const enrolMember = (body: EnrolMemberBody) =>
  send((api) => api.api.admin.members.$post({ json: body }, asAdmin()));
export const revokeCard = (membershipId: string, reason: string) =>
  send((api) =>
    api.api.admin.cards[':membershipId'].revoke.$post(
      { param: { membershipId }, json: reason.trim() ? { reason: reason.trim() } : {} },
      asAdmin(),
    ),
  );

/** The step after a revocation when no new card is to be issued. */
export const endMembership = (id: string, reason: string) =>
  send((api) =>
    api.api.admin.members[':id']['end-membership'].$post(
      { param: { id }, json: reason.trim() ? { reason: reason.trim() } : {} },
      asAdmin(),
    ),
  );

export const issueInvite = () =>
  send((api) => api.api.admin.invites.$post({ json: {} }, asAdmin()));

export const getAudit = (page = 1) =>
  send((api) =>
    api.api.admin.audit.$get({ query: { page: String(page), limit: '10' } }, asAdmin()),
  );

export const getMail = (page = 1) =>
  send((api) => api.api.admin.mail.$get({ query: { page: String(page), limit: '20' } }, asAdmin()));

export const getInsights = () => send((api) => api.api.admin.insights.$get(undefined, asAdmin()));

/** POST api/auth/logout ends the session on the server; the token goes either way. */
export async function adminLogout(): Promise<void> {
  try {
    await send((api) => api.api.auth.logout.$post(undefined, asAdmin()));
  } catch {
    // Signing out must work offline too.
  } finally {
    clearAdminToken();
  }
}

/**
 * Where an uploaded document lives: data: and full URLs as they are, relative paths against the
 * server with an uploads/ prefix when missing.
 */
export function documentUrl(path: string): string {
  if (/^(data:|blob:|https?:)/i.test(path)) return path;
  const clean = path.replace(/^\/+/, '');
  return `/${clean.startsWith('uploads/') ? clean : `uploads/${clean}`}`;
}

/**
 * Certificates are served to admins only, with the bearer token (never in the URL), so the
 * preview fetches the bytes and shows them through a blob: URL the caller must revoke.
 */
export async function fetchDocument(path: string): Promise<{ url: string; type: string }> {
  const url = documentUrl(path);
  if (!url.startsWith('/'))
    return { url, type: url.startsWith('data:application/pdf') ? 'application/pdf' : '' };
  const token = adminToken();
  const response = await fetchChecked(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}

/**
 * GET api/admin/export/{kind}: a file, not JSON, so the typed call's Response is read as a Blob
 * here (send() reads JSON), with the file name the server chose.
 */
export async function downloadExport(
  kind: ExportKind,
  search: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await respond((api) =>
    api.api.admin.export[':kind'].$get(
      { param: { kind }, query: search ? { search } : {} },
      asAdmin(),
    ),
  );
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `mcs-${kind}.csv`;
  return { blob: await response.blob(), filename };
}

/**
 * Every load of the console, each key beside its call. Keys hold the stored token, so a new
 * sign-in never starts from the answers (or the refusal) the last session got. The console shows
 * what the server has now: a list is asked for again each time it is shown (staleTime 0), as
 * applications and queries arrive from outside; the answer before stays on screen meanwhile.
 */
function adminQuery<T>(key: readonly unknown[], queryFn: () => Promise<T>, paged = false) {
  return queryOptions({
    queryKey: ['admin', adminToken(), ...key],
    queryFn,
    staleTime: 0,
    // A page of a list: the page before stays while the next loads.
    ...(paged ? { placeholderData: keepPreviousData } : {}),
  });
}

export const adminQueries = {
  /**
   * Every admin change is written to the activity log and most move a figure on the dashboard,
   * so a change invalidates all of these: those on screen load again, the others when next shown.
   */
  all: ['admin'] as const,
  stats: () => adminQuery(['stats'], getStats),
  queryStats: () => adminQuery(['query-stats'], getQueryStats),
  recentMembers: () => adminQuery(['recent-members'], getRecentMembers),
  recentPartners: () => adminQuery(['recent-partners'], getRecentPartners),
  applications: () => adminQuery(['applications'], getApplications),
  queries: () => adminQuery(['queries'], getQueries),
  users: (query: ListQuery) => adminQuery(['users', query], () => getUsers(query), true),
  partners: (query: ListQuery) =>
    adminQuery(['partners', query], () => getActivePartners(query), true),
  audit: (page: number) => adminQuery(['audit', page], () => getAudit(page), true),
  insights: () => adminQuery(['insights'], getInsights),
  mail: (page: number) => adminQuery(['mail', page], () => getMail(page), true),
};
