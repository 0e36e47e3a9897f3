// An answer a route finished itself: its body in the bytes that go on the wire and every header it
// carries, security headers and encoding included (finished-json.ts makes them). The middleware
// around such a route lets it pass as it is: reading a body back out of a Response, adding headers
// one by one to it and building it again cost more than the directory search behind it. The answer
// cache keeps it without reading it.
import type { Context } from 'hono';

export interface FinishedAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** A plain record: the Node adapter writes it as it is, without building a Headers object. */
  headers: Record<string, string>;
}

const finished = new WeakMap<Context, FinishedAnswer>();

export function markFinished(c: Context, answer: FinishedAnswer): void {
  finished.set(c, answer);
}

/** What the route finished for this request, if it did. */
export function finishedAnswerOf(c: Context): FinishedAnswer | undefined {
  return finished.get(c);
}
