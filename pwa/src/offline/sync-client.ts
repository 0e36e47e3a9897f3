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
import { ApiError } from '../net/errors.ts';
import { messageFor } from '../net/message-for.ts';
import { createRequester } from '../net/request.ts';
import type { Api } from '../net/typed-api.ts';

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

export const NO_CONNECTION = 'No connection to the server';

export function createSyncClient(transport: SyncTransport): SyncClient {
  // The same request layer as the screens: reachability hears of every push and pull.
  const requester = createRequester({
    baseUrl: transport.baseUrl,
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
  });

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
    let answer: unknown;
    try {
      answer = await requester.send((api) => send(api, { headers }));
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: 'error', message: NO_CONNECTION };
      // A gateway's page is no connection too; a busy or rate-limited server says when to retry.
      const message = messageFor(error, `Server answered ${error.status}`, {
        network: NO_CONNECTION,
      });
      if (error.status === 401) return { kind: 'auth', message };
      return { kind: 'error', message, status: error.status };
    }
    const parsed = schema.safeParse(answer);
    if (parsed.success) return { kind: 'ok', data: parsed.data };
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
