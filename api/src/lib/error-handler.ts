// How every failure leaves the API: `{ message, code? }` with a 4xx/5xx status. Stacks stay in the
// server log; the client sees a message it can show.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { RetryInfo } from './app-error.ts';
import {
  isDatabaseBusy,
  isDatabaseUnavailable,
  isStorageFull,
  isUnstorableText,
} from './db-errors.ts';
import type { Logger } from './logger.ts';
import { describeZodError } from './validate.ts';
import { StorageUnavailableError } from './file-store.ts';

export const BUSY_RETRY_AFTER_SECONDS = 2;
/** A 503's advice: the server takes nothing for a moment, then the same request may come again. */
const BRIEF_OUTAGE: RetryInfo = { limit: 0, remaining: 0, resetSeconds: BUSY_RETRY_AFTER_SECONDS };
export const DATABASE_BUSY = 'The service is busy right now. Please try again in a moment.';
export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly.';
export const STORAGE_UNAVAILABLE = 'Document storage is unavailable; try again shortly.';
export const UNSTORABLE_TEXT =
  'The text sent contains a character that cannot be stored (such as NUL). Please remove it.';
export const STORAGE_FULL =
  'The server has run out of storage space, so nothing was saved. Please try again later.';

function errorCode(err: unknown): string {
  return String((err as { code?: unknown }).code);
}

/**
 * Every 429 and 503 says when to come back: `Retry-After` (seconds) for browsers and proxies, and
 * the separate `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` fields (the IETF
 * httpapi draft's field-per-value form, as most clients read it) for the limit behind it.
 */
export function setRetryHeaders(c: Context, retry: RetryInfo): void {
  const reset = String(Math.max(1, Math.ceil(retry.resetSeconds)));
  c.header('Retry-After', reset);
  c.header('RateLimit-Limit', String(retry.limit));
  c.header('RateLimit-Remaining', String(retry.remaining));
  c.header('RateLimit-Reset', reset);
}

export const NOT_JSON = 'Please send the request body as JSON (Content-Type: application/json).';

export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
      if (err.status === 429 || err.status === 503) setRetryHeaders(c, err.retry ?? BRIEF_OUTAGE);
      return c.json({ message: err.message, code: err.code }, err.status);
    }
    if (err instanceof z.ZodError) {
      return c.json({ message: describeZodError(err), code: 'validation' }, 400);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      // A route declared with a JSON body refuses any other media type before validating.
      if (status === 415) return c.json({ message: NOT_JSON, code: 'unsupported_media_type' }, 415);
      const code =
        status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'validation';
      if (status < 500) return c.json({ message: err.message || 'Bad request', code }, status);
    }
    if (isDatabaseBusy(err)) {
      // Another server on the same file held the write lock past the busy timeout: nothing was
      // written (the transaction never began, or rolled back), so the same request may be sent again.
      logger.warn(`${c.req.method} ${c.req.path} refused: database busy (${errorCode(err)})`);
      setRetryHeaders(c, BRIEF_OUTAGE);
      return c.json({ message: DATABASE_BUSY, code: 'busy' }, 503);
    }
    if (isDatabaseUnavailable(err)) {
      // Nothing was done (or the transaction died with its connection). The pool logs the outage
      // once when it begins and once when it ends (availabilityLog), not once per request.
      logger.debug(`${c.req.method} ${c.req.path} refused: database unavailable`);
      setRetryHeaders(c, BRIEF_OUTAGE);
      return c.json({ message: DATABASE_UNAVAILABLE, code: 'database_unavailable' }, 503);
    }
    if (err instanceof StorageUnavailableError) {
      // The bucket could not be reached; what the request wrote there was removed where it could be.
      logger.warn(`${c.req.method} ${c.req.path} refused: ${err.message}`);
      setRetryHeaders(c, BRIEF_OUTAGE);
      return c.json({ message: STORAGE_UNAVAILABLE, code: 'storage_unavailable' }, 503);
    }
    if (isUnstorableText(err)) {
      // Nothing was written: the statement failed, and its transaction with it.
      return c.json({ message: UNSTORABLE_TEXT, code: 'validation' }, 400);
    }
    if (isStorageFull(err)) {
      // The transaction rolled back, so nothing is half-written; the log names the real cause.
      logger.error(`${c.req.method} ${c.req.path} failed: storage full (${errorCode(err)})`, err);
      return c.json({ message: STORAGE_FULL, code: 'storage_full' }, 507);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, err);
    return c.json({ message: 'Internal server error', code: 'internal' }, 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c: Context) =>
  c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404);

/** What the server log says when the database goes away and when it is back: one line each. */
export function availabilityLog(logger: Logger) {
  return (available: boolean, cause?: unknown) => {
    if (available) logger.info('The database is answering again.');
    else
      logger.error(
        `The database is unavailable (${cause instanceof Error ? cause.message : String(cause)}): requests are answered 503 until it is back.`,
      );
  };
}
