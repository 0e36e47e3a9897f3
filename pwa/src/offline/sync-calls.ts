import type {
  DirectoryDelta,
  Jwks,
  MemberCardResponse,
  RevocationsDelta,
  SyncMutation,
  SyncPushResponse,
} from '@mcs/shared';
import type { ClientResponse } from 'hono/client';
import { ApiError } from '../net/errors.ts';
import { messageFor } from '../net/message-for.ts';
import { createRequester } from '../net/request.ts';
import type { Api } from '../net/typed-api.ts';

/**
 * The sync loop's only door to the network: every path lives here, and the transport
 * (`fetch`, base URL, token getter) is injected so tests drive a fake server. How each answer is
 * read is injected too: desk mode and the service worker read them with the shared schemas
 * (sync-client.ts), a member's device with lighter checks (member-answers.ts), so that zod and
 * the schemas stay off a member's first visit.
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

/** Reads an answer as what it must be, or undefined when it is not. */
export type AnswerReader<T> = (answer: unknown) => T | undefined;

/** How each call's answer is read: a device may meet an older or newer server. */
export interface SyncAnswerReaders {
  push: AnswerReader<SyncPushResponse>;
  directory: AnswerReader<DirectoryDelta>;
  revocations: AnswerReader<RevocationsDelta>;
  jwks: AnswerReader<Jwks>;
  memberCard: AnswerReader<MemberCardResponse>;
}

export function createSyncClientWith(
  transport: SyncTransport,
  read: SyncAnswerReaders,
): SyncClient {
  // The same request layer as the screens: reachability hears of every push and pull.
  const requester = createRequester({
    baseUrl: transport.baseUrl,
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
  });

  /**
   * One call: `send` makes the typed request with the given headers and `read` reads its
   * declared answer; it is still read, since a device may meet an older or newer server.
   */
  async function call<T>(
    read: AnswerReader<T>,
    send: (api: Api, options: { headers: Record<string, string> }) => Promise<ClientResponse<T>>,
    /** Present for a call that needs a session: the token it carries. */
    auth?: { token: string | null },
  ): Promise<SyncCallResult<T>> {
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
    const data = read(answer);
    if (data !== undefined) return { kind: 'ok', data };
    return { kind: 'error', message: 'The server sent an answer this app cannot read' };
  }

  const sessionToken = async () => (await transport.getToken?.()) ?? null;

  return {
    sessionToken,
    push: (mutations, token) =>
      call(read.push, (api, options) => api.api.sync.push.$post({ json: { mutations } }, options), {
        token,
      }),
    directory: (cursor) =>
      call(read.directory, (api, options) =>
        api.api.sync.directory.$get({ query: { since: cursor } }, options),
      ),
    revocations: (cursor) =>
      call(read.revocations, (api, options) =>
        api.api.sync.revocations.$get({ query: { since: cursor } }, options),
      ),
    jwks: () =>
      call(read.jwks, (api, options) => api['.well-known']['jwks.json'].$get({}, options)),
    memberCard: async () =>
      call(read.memberCard, (api, options) => api.api.members.me.card.$get({}, options), {
        token: await sessionToken(),
      }),
  };
}
