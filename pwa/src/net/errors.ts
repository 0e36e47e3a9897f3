// The two ways a request fails, for every screen and for the sync loop alike.
import type { ErrorCode } from '@mcs/shared';

/**
 * The server answered with a non-2xx status. `code` and `serverMessage` come from its JSON error
 * body `{ message, code? }` (read with the shared error schema); a proxy's HTML error page has
 * neither and stays in `rawText`. `retryAfterSeconds` is the Retry-After header of a 429 or 503.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly rawText: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    rawText = '',
    details: { code?: ErrorCode | undefined; retryAfterSeconds?: number | undefined } = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.rawText = rawText;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** What a person reads when a request got no answer, unless the screen says it its own way. */
export const NETWORK_ERROR = 'Network error';

/** The request never got an answer (offline, DNS, connection refused, cut). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(NETWORK_ERROR, { cause });
    this.name = 'NetworkError';
  }
}

/**
 * The request got no answer from the server: none at all, or only a gateway's own error page (no
 * body from the server) saying it could not reach it.
 */
export function gotNoAnswer(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return (
    error instanceof ApiError &&
    error.serverMessage === undefined &&
    [502, 503, 504].includes(error.status)
  );
}
