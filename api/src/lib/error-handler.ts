// How every failure leaves the API: `{ message, code? }` with a 4xx/5xx status. Stacks stay in the
// server log; the client sees a message it can show.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { Logger } from './logger.ts';
import { describeZodError } from './validate.ts';

export const NOT_JSON = 'Please send the request body as JSON (Content-Type: application/json).';

export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
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
    logger.error(`${c.req.method} ${c.req.path} failed`, err);
    return c.json({ message: 'Internal server error', code: 'internal' }, 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c: Context) =>
  c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404);
