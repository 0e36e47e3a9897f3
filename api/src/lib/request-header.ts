// A request header, read where it is cheapest. Under Node the adapter's Request builds a whole
// web `Headers` from the IncomingMessage the first time any header is asked for (about 2% of a
// directory search's time); the IncomingMessage has them parsed already. Elsewhere (tests through
// `app.request()`, other runtimes) the Request's own headers answer.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Node's IncomingMessage behind `c`'s request, when the Node adapter serves it. */
export function incomingOf(c: Context): HttpBindings['incoming'] | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming;
}

/** The header `name` (lower case) of `c`'s request, repeated values joined as `Headers` joins them. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = incomingOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
