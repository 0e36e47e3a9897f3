// The one request layer under every screen and the sync loop. A call goes through Hono's typed
// client (paths, bodies and answers from the server's route declarations) and comes back as the
// declared answer, or throws ApiError (the server said no, with its code) or NetworkError (no
// answer). Every request also tells reachability.ts whether the server answered.
import type { ClientResponse } from 'hono/client';
import { ApiError, NetworkError } from './errors.ts';
import { reportNoAnswer, reportResponse } from './reachability.ts';
import { createApi, type Api } from './typed-api.ts';
// Before error-body.ts, which builds a schema (zod-jitless.ts says why).
import './zod-jitless.ts';

export type Call<T> = (api: Api) => Promise<ClientResponse<T>>;

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function isCancelled(error: unknown): boolean {
  // The page gave up on the request itself (navigated away): says nothing about the network.
  return error instanceof DOMException && error.name === 'AbortError';
}

/** `doFetch`, telling reachability what became of each request. */
export function watchedFetch(doFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await doFetch(input, init);
    } catch (error) {
      if (!isCancelled(error)) reportNoAnswer();
      throw error;
    }
    reportResponse(response);
    return response;
  };
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    // The connection was cut while the body arrived.
    reportNoAnswer();
    throw new NetworkError(error);
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError for a non-2xx answer, its body read with the shared error schema. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await readText(response);
  const json = parseJson(text);
  let body: { message: string; code?: ApiError['code'] } | undefined;
  if (json !== undefined) {
    const { readErrorBody } = await import('./error-body.ts');
    body = readErrorBody(json);
  }
  const message = body?.message.trim() ? body.message : undefined;
  return new ApiError(response.status, message, text, {
    code: body?.code,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
  });
}

export interface RequesterOptions {
  /** '' or '/' for the same origin. */
  baseUrl?: string;
  /** Looked up on each request when absent (tests replace the global). */
  fetch?: typeof fetch;
}

export interface Requester {
  /** Sends one typed call; resolves with its declared answer (undefined for an empty body). */
  send<T>(call: Call<T>): Promise<T>;
  /** Sends one typed call whose answer is a file: the 2xx Response, its body unread. */
  respond(call: Call<unknown>): Promise<Response>;
}

export function createRequester(options: RequesterOptions = {}): Requester {
  const doFetch = watchedFetch(
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
  );
  let client: Api | undefined;
  const api = () =>
    (client ??= createApi(options.baseUrl || '/', {
      fetch: doFetch,
      headers: { Accept: 'application/json' },
    }));

  async function respond(call: Call<unknown>): Promise<Response> {
    let response: Response;
    try {
      response = (await call(api())) as unknown as Response;
    } catch (error) {
      throw new NetworkError(error);
    }
    if (!response.ok) throw await apiErrorOf(response);
    return response;
  }

  return {
    respond,
    async send<T>(call: Call<T>): Promise<T> {
      const response = await respond(call);
      // The declared answer: the server's route tests hold every answer to its declared schema.
      return parseJson(await readText(response)) as T;
    },
  };
}

/** A plain GET outside the typed routes (an uploaded file): the 2xx Response, body unread. */
export async function fetchChecked(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await watchedFetch((input, options) => fetch(input, options))(url, init);
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}
