// The one error type services throw. `onError` turns it into `{ message, code }` with its status;
// the codes live in @mcs/shared so the PWA can switch on them.
import type { ErrorCode } from '@mcs/shared';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 507;

/**
 * When a refused client may try again, for a 429 or 503: sent as `Retry-After` and the
 * `RateLimit-Limit` / `RateLimit-Remaining` / `RateLimit-Reset` fields (error-handler.ts).
 */
export interface RetryInfo {
  /** Requests the limit allows in its window (0 for a 503: nothing is taken for now). */
  limit: number;
  /** Requests left in the window: 0 once refused. */
  remaining: number;
  /** Seconds until the window resets, at least 1. */
  resetSeconds: number;
}

export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly code: ErrorCode;
  readonly retry: RetryInfo | undefined;

  constructor(status: ErrorStatus, code: ErrorCode, message: string, retry?: RetryInfo) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.retry = retry;
  }

  /** 429: a limit is used up until `retry.resetSeconds` from now. */
  static tooMany(message: string, retry: RetryInfo): AppError {
    return new AppError(429, 'rate_limited', message, retry);
  }

  static badRequest(message: string): AppError {
    return new AppError(400, 'validation', message);
  }
  static unauthorized(message = 'Please sign in to continue.'): AppError {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You do not have permission to do that.'): AppError {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, 'conflict', message);
  }
}
