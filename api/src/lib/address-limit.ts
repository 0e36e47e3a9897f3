// A cap on the length of a request's address, checked before anything reads it: a search padded
// with a long junk parameter was parsed, split into its parameters and validated before being
// refused, and 50 of them at a time (12 KB each) grew the server's heap by tens of megabytes. The
// address is read from Node's IncomingMessage where there is one (request-header.ts says why).
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import { incomingOf } from './request-header.ts';

/** Refuses (400, `message`) a request whose path and query are longer than `maxLength`. */
export function addressLimit(maxLength: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const length =
      incomingOf(c)?.url?.length ?? c.req.url.length - new URL(c.req.url).origin.length;
    if (length > maxLength) throw AppError.badRequest(message);
    await next();
  };
}
