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
import type { z } from 'zod';

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

  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: RequestInit = {},
    /** Present for a call that needs a session: the token it carries. */
    auth?: { token: string | null },
  ): Promise<SyncCallResult<z.infer<S>>> {
    const headers = new Headers(init.headers);
    if (auth) {
      if (!auth.token) return { kind: 'auth', message: 'Please sign in again.' };
      headers.set('Authorization', `Bearer ${auth.token}`);
    }
    let response: Response;
    try {
      response = await doFetch(`${transport.baseUrl}${path}`, { ...init, headers });
    } catch {
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

  const since = (cursor: string) => `?since=${encodeURIComponent(cursor)}`;
  const sessionToken = async () => (await transport.getToken?.()) ?? null;

  return {
    sessionToken,
    push: (mutations, token) =>
      call(
        '/api/sync/push',
        syncPushResponseSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mutations }),
        },
        { token },
      ),
    directory: (cursor) => call(`/api/sync/directory${since(cursor)}`, directoryDeltaSchema),
    revocations: (cursor) => call(`/api/sync/revocations${since(cursor)}`, revocationsDeltaSchema),
    jwks: () => call('/.well-known/jwks.json', jwksSchema),
    memberCard: async () =>
      call('/api/members/me/card', memberCardResponseSchema, {}, { token: await sessionToken() }),
  };
}
