// CORS for the browser-based software of the origins a deployment lists (CORS_ORIGINS): a clinic's
// web billing system may call /api/* from its own pages with a partner's API key or token. Any
// other origin gets no CORS header at all, preflight included, so its browser refuses the answer.
// No cookies are involved (credentials travel in Authorization), so none are allowed.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Request headers a listed origin may send beyond the CORS-safelisted ones. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];
/** Answer headers its scripts may read: when to retry, and a CSV export's file name. */
const EXPOSED_HEADERS = [
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Content-Disposition',
];

export function apiCors(origins: readonly string[]): MiddlewareHandler {
  const listed = new Set(origins);
  const withCors = cors({
    origin: (origin) => (listed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    // A browser may reuse a preflight for ten minutes.
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || !listed.has(origin)) {
      await next();
      // The answer depends on the asker's origin: a shared cache must not hand it to another.
      if (listed.size > 0) c.header('Vary', 'Origin', { append: true });
      return;
    }
    // A preflight is answered here, without reaching the routes.
    const preflight = await withCors(c, next);
    if (preflight) return preflight;
    // Again after the route: a middleware that builds its answer afresh (the answer cache) drops
    // the headers set before it ran.
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(','));
    c.header('Vary', 'Origin', { append: true });
  };
}
