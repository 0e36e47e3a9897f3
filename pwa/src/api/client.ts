// The one typed boundary between the UI and the server: screens call these functions and never
// build a URL or read a Response themselves. Errors arrive as `{ message }` (DESIGN.md 9).
import type { ContactUserType } from '@mcs/shared';
import type { ClientResponse } from 'hono/client';
import { loadApi } from './typed-api.ts';
import type { Api } from './typed-api.ts';

/**
 * The server answered with a non-2xx status. `serverMessage` is the `message` of a JSON error
 * body, when it sent one; `rawText` is the body as received, whatever it was, for the screens
 * that show it (registration, spec section 8). A proxy's HTML error page is raw text, never a
 * server message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly rawText: string;

  constructor(status: number, serverMessage: string | undefined, rawText = '') {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.rawText = rawText;
  }
}

/** The request never got an answer (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

export const TOKEN_KEYS = {
  member: 'token',
  partner: 'partnerToken',
  admin: 'adminToken',
} as const;

function readMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** The body as text, and parsed when it is JSON (undefined when empty or not JSON). */
async function readBody(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  try {
    return { text, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    return { text, json: undefined };
  }
}

/** The typed client (see typed-api.ts); `fetch` is looked up on each call (tests replace it). */
function startLoading(): Promise<Api> {
  const started = loadApi('/', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    headers: { Accept: 'application/json' },
  });
  // A chunk that failed to load (offline before it was cached) is fetched again on the next call.
  started.catch(() => {
    if (loading === started) loading = undefined;
  });
  return started;
}

// Started as this module loads, so the first call does not wait for the client's chunk.
let loading: Promise<Api> | undefined = startLoading();

function typedApi(): Promise<Api> {
  loading ??= startLoading();
  return loading;
}

/**
 * Sends one typed call and returns its declared answer; throws ApiError (a non-2xx answer, with
 * the server's `{ message }`) or NetworkError (no answer at all).
 */
export async function send<T>(call: (api: Api) => Promise<ClientResponse<T>>): Promise<T> {
  let response: ClientResponse<T>;
  try {
    response = await call(await typedApi());
  } catch (error) {
    throw new NetworkError(error);
  }
  const body = await readBody(response as unknown as Response);
  if (!response.ok) throw new ApiError(response.status, readMessage(body.json), body.text);
  // The declared answer: the server's route tests hold every answer to its declared schema.
  return body.json as T;
}

/** The bearer header of a signed-in call: `send((api) => api.api.auth.me.$get({}, bearer(token)))`. */
export function bearer(token: string): { headers: Record<string, string> } {
  return { headers: { Authorization: `Bearer ${token}` } };
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userType: ContactUserType;
}

/** POST api/contact/submit: success is judged by the HTTP status alone. */
export async function submitContact(message: ContactMessage): Promise<void> {
  await send((api) => api.api.contact.submit.$post({ json: message }));
}

export type MemberCredentials = { password: string } & ({ email: string } | { phone: string });

export interface LoginResult {
  token: string;
  message?: string;
}

/** POST api/auth/login; stores the member token under 'token' on success. */
export async function memberLogin(credentials: MemberCredentials): Promise<LoginResult> {
  const result: Partial<LoginResult> | undefined = await send((api) =>
    api.api.auth.login.$post({ json: credentials }),
  );
  if (!result?.token) throw new ApiError(500, 'No token returned');
  localStorage.setItem(TOKEN_KEYS.member, result.token);
  return { token: result.token, message: result.message };
}
