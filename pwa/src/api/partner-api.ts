// Every call the partner screens make, through the typed client: paths, bodies
// and answers come from the server's declarations (whose route tests hold every answer to its
// schema), so no answer is cast by hand and no zod schema is bundled into the partner chunks.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AppConfig,
  ChangePasswordBody,
  PartnerDiscount,
  PartnerStats,
  PartnerVisitsResponse,
  VerifiedMember,
} from '@mcs/shared';
import { fetchChecked } from '../net/request.ts';
import { ApiError, respond, send } from './client.ts';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Partner visits are paged by 10. */
export const PARTNER_VISITS_PAGE_SIZE = 10;

/** POST api/partners/login: the token, or ApiError with the server's message (pending, rejected). */
export async function partnerLogin(email: string, password: string): Promise<string> {
  const body = await send((api) => api.api.partners.login.$post({ json: { email, password } }));
  if (!body?.token) throw new ApiError(200, 'No token returned');
  return body.token;
}

/**
 * POST api/auth/change-password with the partner's session: the new session's token. The server
 * ends every session of the account, this one's included, so the caller keeps the token at once
 * (session.ts), or the desk's next call would be refused. A wrong current password is an ApiError
 * with code `wrong_password` and the server's message.
 */
export async function partnerChangePassword(
  token: string,
  passwords: ChangePasswordBody,
): Promise<string> {
  const answer = await send((api) =>
    api.api.auth['change-password'].$post({ json: passwords }, bearer(token)),
  );
  return answer.token;
}

export async function fetchPartnerStats(token: string): Promise<PartnerStats> {
  return send((api) => api.api.partners['partner-stats'].$get({}, bearer(token)));
}

/** A page of the partner's visits; with `search`, those whose member ID or name holds it. */
export async function fetchPartnerVisits(
  token: string,
  page: number,
  search = '',
): Promise<PartnerVisitsResponse> {
  const query = {
    page: String(page),
    limit: String(PARTNER_VISITS_PAGE_SIZE),
    ...(search ? { q: search } : {}),
  };
  return send((api) => api.api.partners['partner-visits'].$get({ query }, bearer(token)));
}

/**
 * GET api/partners/partner-visits.csv: the partner's visits between two India dates as a file.
 * The desk's token is a bearer, not a cookie, so the file is fetched here and saved from a Blob;
 * a refused range is an ApiError with the server's message.
 */
export async function downloadPartnerVisitsCsv(
  token: string,
  from: string,
  to: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await respond((api) =>
    api.api.partners['partner-visits.csv'].$get({ query: { from, to } }, bearer(token)),
  );
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `mcs-visits-${from}-to-${to}.csv`;
  return { blob: await response.blob(), filename };
}

/** GET api/partners/my-discount: the standard discount the desk pre-fills and the services. */
export async function fetchPartnerDiscount(token: string): Promise<PartnerDiscount> {
  return send((api) => api.api.partners['my-discount'].$get({}, bearer(token)));
}

/** PUT api/partners/my-discount: ApiError with the server's message when it is refused. */
export async function saveStandardDiscount(
  token: string,
  standardDiscount: number,
): Promise<PartnerDiscount> {
  return send((api) =>
    api.api.partners['my-discount'].$put({ json: { standardDiscount } }, bearer(token)),
  );
}

/** Everything the desk shows from the server for one session: what a recorded visit touches. */
const deskKey = (token: string) => ['partner', token] as const;

/** The desk's loads, each key beside its call. */
export const partnerQueries = {
  desk: deskKey,
  stats: (token: string) =>
    queryOptions({
      queryKey: [...deskKey(token), 'stats'],
      queryFn: () => fetchPartnerStats(token),
    }),
  /**
   * The partner's offer: what its desk pre-fills and the services a visit is chosen from. Outside
   * desk(token): a recorded visit does not change it, and the desk keeps it on the device anyway.
   */
  discount: (token: string) =>
    queryOptions({
      queryKey: ['partner-offer', token],
      queryFn: () => fetchPartnerDiscount(token),
    }),
  /** A page of visits (of a search); the page before stays on screen while the next one loads. */
  visits: (token: string, page: number, search = '') =>
    queryOptions({
      queryKey: [...deskKey(token), 'visits', search, page],
      queryFn: () => fetchPartnerVisits(token, page, search),
      placeholderData: keepPreviousData,
    }),
};

/** POST api/partners/verify: the member with the live status; ApiError with the server's message. */
export async function verifyMembership(
  token: string,
  membershipId: string,
): Promise<VerifiedMember> {
  return send((api) => api.api.partners.verify.$post({ json: { membershipId } }, bearer(token)));
}

export async function fetchAppConfig(): Promise<AppConfig> {
  return send((api) => api.api.config.$get());
}

/**
 * POST api/partners/register as multipart. The server reads the form as a stream, so the caller
 * appends every text field before the files. A refusal is an ApiError with the server's message
 * and code, and the raw text of a body that was not the server's JSON.
 */
export async function submitPartnerRegistration(form: FormData): Promise<void> {
  await fetchChecked('/api/partners/register', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
}

/**
 * POST api/auth/logout: ends the session on the server too. Best effort: signing out at the desk
 * must work offline, and the device forgets the token whatever the answer.
 */
export async function partnerLogout(token: string): Promise<void> {
  await send((api) => api.api.auth.logout.$post({}, bearer(token))).catch(() => undefined);
}
