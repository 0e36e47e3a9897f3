// Finished answers of a read-only GET route, kept while the data behind them is unchanged: the
// directory search is asked the same few questions over and over ("dentist in Pune"), and each
// costs the database a full-text query and the server a JSON page and its gzip. A repeated
// question is answered with the bytes and headers sent the first time, without running the
// middleware or the route again.
//
// Correct on one instance or many: before each answer the route's `version` is read from the
// database (the directory feed's newest seq, which every change to a partner moves), and the
// kept answers are dropped when it has moved, whichever instance changed it.
import type { MiddlewareHandler } from 'hono';

export interface AnswerCacheOptions {
  /** What the answers depend on, read before each request: they are kept while it stays equal. */
  version: () => Promise<number | string>;
  /** At most this many bytes of answers, the least recently asked dropped first. */
  maxBytes?: number;
}

interface KeptAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** A plain record: the Node adapter writes it as it is, without building a Headers object. */
  headers: Record<string, string>;
}

/** Thousands of directory pages (a few kilobytes each, less gzipped). */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** An answer larger than this is not kept. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Mount it outside every other middleware of the route (before them in `use` order): a kept
 * answer carries the headers they added (security headers, the encoding) and is sent as it was.
 * Only 200 answers without cookies are kept; the encoding a client accepts is part of the key.
 */
export function answerCache(options: AnswerCacheOptions): MiddlewareHandler {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const answers = new Map<string, KeptAnswer>();
  let keptBytes = 0;
  let keptFor: number | string | undefined;

  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    let version: number | string;
    try {
      version = await options.version();
    } catch {
      // The route meets the same trouble and answers it as every route does (503 with a reason,
      // through the middleware that adds the security headers): the cache steps aside.
      return next();
    }
    if (version !== keptFor) {
      answers.clear();
      keptBytes = 0;
      keptFor = version;
    }
    const key = `${c.req.header('accept-encoding') ?? ''}\n${c.req.url}`;
    const kept = answers.get(key);
    if (kept) {
      answers.delete(key);
      answers.set(key, kept);
      return new Response(kept.body, { status: 200, headers: kept.headers });
    }

    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has('set-cookie') || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers['content-length'] = String(body.byteLength);
    // A version read while this answer was made may already have moved on: not kept then.
    if (body.byteLength <= MAX_ANSWER_BYTES && version === keptFor) {
      answers.set(key, { body, headers });
      keptBytes += body.byteLength;
      for (const [oldest, answer] of answers) {
        if (keptBytes <= maxBytes) break;
        answers.delete(oldest);
        keptBytes -= answer.body.byteLength;
      }
    }
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers });
  };
}
