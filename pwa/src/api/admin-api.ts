// Every call the admin console makes, in one place: each answer is parsed with its @mcs/shared
// schema (no casts at the boundary), and every admin call sends the token stored under
// 'adminToken'. Screens call these functions and never build a URL themselves.
import { decodeJwt } from 'jose';
import type { z } from 'zod';
import {
  adminInsightsSchema,
  adminInviteResponseSchema,
  adminPartnersPageSchema,
  adminStatsSchema,
  appConfigSchema,
  applicationDecisionResponseSchema,
  auditLogResponseSchema,
  cardRevokeResponseSchema,
  contactQueriesResponseSchema,
  contactStatsSchema,
  contactStatusResponseSchema,
  enrolMemberResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  partnerApplicationsResponseSchema,
  recentMembersResponseSchema,
  recentPartnersResponseSchema,
  sessionClaimsSchema,
  usersPageSchema,
  type AdminRegisterBody,
  type ContactQueryStatus,
  type EnrolMemberBody,
  type ExportKind,
} from '@mcs/shared';
import { ApiError, NetworkError, TOKEN_KEYS, request } from './client.ts';

export { ApiError, NetworkError };

export function adminToken(): string | null {
  return localStorage.getItem(TOKEN_KEYS.admin);
}

export function clearAdminToken(): void {
  localStorage.removeItem(TOKEN_KEYS.admin);
}

/**
 * True when the stored token reads as an admin's (spec section 6: the flag is checked in the
 * browser). Only a hint for routing: the server checks the signature on every call.
 */
export function hasAdminFlag(token: string | null = adminToken()): boolean {
  if (!token) return false;
  try {
    const claims = sessionClaimsSchema.safeParse(decodeJwt(token));
    return claims.success && 'isAdmin' in claims.data && claims.data.isAdmin;
  } catch {
    return false;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  options: { method?: Method; json?: unknown } = {},
): Promise<z.infer<S>> {
  const body = await request<unknown>(path, { ...options, token: adminToken() });
  return schema.parse(body);
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const getConfig = async () => appConfigSchema.parse(await request<unknown>('config'));

/** POST api/auth/admin/login; stores the token under 'adminToken'. */
export async function adminLogin(email: string, password: string) {
  const answer = await request<unknown>('auth/admin/login', { json: { email, password } });
  const parsed = loginResponseSchema.partial().parse(answer ?? {});
  if (parsed.token) localStorage.setItem(TOKEN_KEYS.admin, parsed.token);
  return parsed;
}

/** POST api/auth/admin/register (the spec's five fields less the confirmation, plus the invite). */
export async function adminRegister(body: AdminRegisterBody) {
  const answer = await request<unknown>('auth/admin/register', { json: body });
  const parsed = loginResponseSchema.partial().parse(answer ?? {});
  if (parsed.token) localStorage.setItem(TOKEN_KEYS.admin, parsed.token);
  return parsed;
}

export const getStats = () => call(adminStatsSchema, 'partners/stats');
export const getRecentMembers = () => call(recentMembersResponseSchema, 'partners/recent-members');
export const getRecentPartners = () =>
  call(recentPartnersResponseSchema, 'partners/recent-partners');

export const getApplications = () =>
  call(partnerApplicationsResponseSchema, 'partners/applications');
export const approveApplication = (id: string) =>
  call(applicationDecisionResponseSchema, `partners/applications/${id}/approve`, {
    method: 'POST',
  });
export const rejectApplication = (id: string, reason: string) =>
  call(applicationDecisionResponseSchema, `partners/applications/${id}/reject`, {
    json: reason.trim() ? { reason: reason.trim() } : {},
  });

export const getQueries = () => call(contactQueriesResponseSchema, 'contact/queries?limit=50');
export const getQueryStats = () => call(contactStatsSchema, 'contact/stats');
export const setQueryStatus = (id: string, status: ContactQueryStatus) =>
  call(contactStatusResponseSchema, `contact/queries/${id}/status`, {
    method: 'PUT',
    json: { status },
  });

export interface ListQuery {
  page: number;
  search: string;
}

export const getUsers = ({ page, search }: ListQuery) =>
  call(usersPageSchema, `partners/all-users${queryString({ page, limit: 10, search })}`);
export const getActivePartners = ({ page, search }: ListQuery) =>
  call(adminPartnersPageSchema, `partners/all-partners${queryString({ page, limit: 10, search })}`);
export const deletePartner = (id: string) =>
  call(messageResponseSchema, `partners/partners/${id}`, { method: 'DELETE' });
export const deleteUser = (id: string) =>
  call(messageResponseSchema, `partners/users/${id}`, { method: 'DELETE' });

export const enrolMember = (body: EnrolMemberBody) =>
  call(enrolMemberResponseSchema, 'admin/members', { json: body });
export const revokeCard = (membershipId: string, reason: string) =>
  call(cardRevokeResponseSchema, `admin/cards/${encodeURIComponent(membershipId)}/revoke`, {
    json: reason.trim() ? { reason: reason.trim() } : {},
  });
export const issueInvite = () => call(adminInviteResponseSchema, 'admin/invites', { json: {} });

/** GET api/admin/audit (added by the lead; absent servers answer 404 and the list says so). */
export const getAudit = (page = 1) =>
  call(auditLogResponseSchema, `admin/audit${queryString({ page, limit: 10 })}`);

/** POST api/auth/logout ends the session on the server; the token goes either way. */
export async function adminLogout(): Promise<void> {
  try {
    await request<unknown>('auth/logout', { method: 'POST', token: adminToken() });
  } catch {
    // Signing out must work offline or against a server without the route.
  } finally {
    clearAdminToken();
  }
}

/**
 * Where an uploaded document lives: data: and full URLs as they are, relative paths against the
 * server with an uploads/ prefix when missing (spec section 2).
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
  let response: Response;
  try {
    const token = adminToken();
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}

export const getInsights = () => call(adminInsightsSchema, 'admin/insights');

/**
 * GET api/admin/export/{kind}: the CSV comes as a file, so this reads it as a Blob (the typed
 * JSON helper does not apply) and takes the file name the server chose.
 */
export async function downloadExport(
  kind: ExportKind,
  search: string,
): Promise<{ blob: Blob; filename: string }> {
  const token = adminToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/export/${kind}${queryString({ search })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, undefined, await response.text());
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `mcs-${kind}.csv`;
  return { blob: await response.blob(), filename };
}
