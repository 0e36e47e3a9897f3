import {
  directoryDeltaSchema,
  jwksSchema,
  memberCardResponseSchema,
  revocationsDeltaSchema,
  syncPushResponseSchema,
} from '@mcs/shared';
import type {
  DirectoryDelta,
  Jwks,
  MemberCardResponse,
  RevocationsDelta,
  SyncMutation,
  SyncPushResponse,
} from '@mcs/shared';
import type { ClientResponse } from 'hono/client';
import type { z } from 'zod';
import { loadApi } from '../api/typed-api.ts';
import type { Api } from '../api/typed-api.ts';

/**
 * The sync loop's only door to the network: every path lives here, and the transport
 * (`fetch`, base URL, token getter) is injected so tests drive a fake server.
 */

export type SyncCallResult<T> =
  | { kind: 'ok'; data: T }
  /** The session expired or is missing: the user must sign in again. */
  | { kind: 'auth'; message: string }
  /**
   * No network, a 5xx, a refusal or an answer we cannot read: try again later. `status` is the
   * server's HTTP status when it refused (4xx, 5xx), so a caller can act on a definite "no".
   */
  | { kind: 'error'; message: string; status?: number };

export interface SyncTransport {
  /** '' for the same origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  getToken?: () => string | null | Promise<string | null>;
}

export interface SyncClient {
  /** The session token stored now (the transport's); null when signed out. */
  sessionToken(): Promise<string | null>;
  /**
   * Sends with exactly `token`, not whatever is stored by the time the request leaves: the caller
   * picked these visits for that session (outbox-push.ts).
   */
  push(mutations: SyncMutation[], token: string | null): Promise<SyncCallResult<SyncPushResponse>>;
  directory(since: string): Promise<SyncCallResult<DirectoryDelta>>;
  revocations(since: string): Promise<SyncCallResult<RevocationsDelta>>;
  jwks(): Promise<SyncCallResult<Jwks>>;
  memberCard(): Promise<SyncCallResult<MemberCardResponse>>;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return `Server answered ${response.status}`;
}

export function createSyncClient(transport: SyncTransport): SyncClient {
  const doFetch = transport.fetch ?? ((input, init) => fetch(input, init));
  // Paths, bodies and queries come from the server's route declarations (`AppType`).
  let loading: Promise<Api> | undefined;
  const typedApi = () => (loading ??= loadApi(transport.baseUrl || '/', { fetch: doFetch }));

  /**
   * One call: `send` makes the typed request with the given headers; its declared answer must be
   * the one `schema` reads, so a field changed on the server breaks this file's typecheck. The
   * answer is still parsed: a device may meet an older or newer server.
   */
  async function call<S extends z.ZodType>(
    schema: S,
    send: (
      api: Api,
      options: { headers: Record<string, string> },
    ) => Promise<ClientResponse<z.input<S>>>,
    /** Present for a call that needs a session: the token it carries. */
    auth?: { token: string | null },
  ): Promise<SyncCallResult<z.infer<S>>> {
    const headers: Record<string, string> = {};
    if (auth) {
      if (!auth.token) return { kind: 'auth', message: 'Please sign in again.' };
      headers['Authorization'] = `Bearer ${auth.token}`;
    }
    let response: Response;
    try {
      response = (await send(await typedApi(), { headers })) as unknown as Response;
    } catch {
      loading = undefined; // a client chunk that failed to load is fetched again next time
      return { kind: 'error', message: 'No connection to the server' };
    }
    if (response.status === 401) return { kind: 'auth', message: await messageOf(response) };
    if (!response.ok)
      return { kind: 'error', message: await messageOf(response), status: response.status };
    try {
      const parsed = schema.safeParse(await response.json());
      if (parsed.success) return { kind: 'ok', data: parsed.data };
    } catch {
      // A cut connection can end the body early.
    }
    return { kind: 'error', message: 'The server sent an answer this app cannot read' };
  }

  const sessionToken = async () => (await transport.getToken?.()) ?? null;

  return {
    sessionToken,
    push: (mutations, token) =>
      call(
        syncPushResponseSchema,
        (api, options) => api.api.sync.push.$post({ json: { mutations } }, options),
        { token },
      ),
    directory: (cursor) =>
      call(directoryDeltaSchema, (api, options) =>
        api.api.sync.directory.$get({ query: { since: cursor } }, options),
      ),
    revocations: (cursor) =>
      call(revocationsDeltaSchema, (api, options) =>
        api.api.sync.revocations.$get({ query: { since: cursor } }, options),
      ),
    jwks: () =>
      call(jwksSchema, (api, options) => api['.well-known']['jwks.json'].$get({}, options)),
    memberCard: async () =>
      call(memberCardResponseSchema, (api, options) => api.api.members.me.card.$get({}, options), {
        token: await sessionToken(),
      }),
  };
}
