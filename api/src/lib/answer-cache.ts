// Finished answers of a read-only GET route, kept while the data behind them is unchanged: the
// directory search is asked the same few questions over and over ("dentist in Pune"), and each
// costs the database a full-text query and the server a JSON page and its gzip. A repeated
// question is answered with the bytes and headers sent the first time, without running the
// middleware or the route again.
//
// Correct on one instance or many: before each answer the route's `version` is read from the
// database (the directory feed's newest seq, which every change to a partner moves), and the
// kept answers are dropped when it has moved, whichever instance changed it.
//
// Bounded whatever is asked: every kept answer counts its key, headers and body (and a little for
// the entry itself) toward the budget, and a question with a long address (no member types one;
// a script padding its requests does) is answered but never kept. The route refuses parameters
// it does not declare, and a refusal is never kept. An answer is kept at its question's second
// asking (asked-before.ts): most searches are asked once, and keeping those only churned it.
import type { Context, MiddlewareHandler } from 'hono';
import { finishedAnswerOf } from './finished-answer.ts';
import type { FinishedAnswer } from './finished-answer.ts';
import { AskedBefore } from './asked-before.ts';
import { BoundedLru } from './bounded-lru.ts';
import { requestHeader } from './request-header.ts';

export interface AnswerCacheOptions {
  /**
   * What the answers depend on, read before each request: they are kept while it stays equal.
   * Given the request, so that the route can be handed the same reading.
   */
  version: (c: Context) => Promise<number | string>;
  /** At most this many bytes of answers, the least recently asked dropped first. */
  maxBytes?: number;
  /** Questions remembered as asked (one to two times this many), for keeping at the second. */
  askedWindow?: number;
}

/** What the cache holds, for tests and diagnostics. */
export interface AnswerCacheStats {
  answers: number;
  bytes: number;
}

export type AnswerCache = MiddlewareHandler & { stats(): AnswerCacheStats };

/** Thousands of directory pages (a few kilobytes each, less gzipped). */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/**
 * A question asked again within one to two times this many others is kept: a popular search is
 * asked again within seconds, a typed one never (about 640 KB of hashes).
 */
const DEFAULT_ASKED_WINDOW = 16_384;
/** An answer larger than this is not kept. */
const MAX_ANSWER_BYTES = 256 * 1024;
/**
 * A question whose key (accepted encodings and address) is longer than this is not kept: a typed
 * search with every filter is well under it, and longer ones are padding, not questions asked
 * again.
 */
export const MAX_KEPT_KEY_LENGTH = 512;
/** The Map entry, the answer object and the headers record, beyond the bytes they point to. */
const ENTRY_OVERHEAD_BYTES = 256;

/** Strings are counted at two bytes a character, V8's widest, so the budget is never exceeded. */
function keptSize(key: string, headers: Record<string, string>, body: Uint8Array): number {
  let text = key.length;
  for (const name in headers) text += name.length + (headers[name]?.length ?? 0);
  return 2 * text + body.byteLength + ENTRY_OVERHEAD_BYTES;
}

/**
 * A 200 answer without cookies, read out of the route's Response (built again, since reading it
 * used its body up); a route that finished its own answer (finished-answer.ts) is not read.
 */
async function readBack(c: Context): Promise<FinishedAnswer | undefined> {
  const res = c.res;
  if (res.status !== 200 || res.headers.has('set-cookie') || !res.body) return undefined;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    // CORS headers name the origin that asked this time; the CORS middleware outside adds the
    // right ones to each answer, kept or fresh.
    if (!name.startsWith('access-control-')) headers[name] = value;
  });
  headers['content-length'] = String(body.byteLength);
  c.res = undefined;
  c.res = new Response(body, { status: 200, headers });
  return { body, headers };
}

/**
 * Mount it outside every other middleware of the route (before them in `use` order): a kept
 * answer carries the headers they added (security headers, the encoding) and is sent as it was.
 * Only 200 answers without cookies are kept; the encoding a client accepts is part of the key.
 */
export function answerCache(options: AnswerCacheOptions): AnswerCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // Each answer counts its key, headers, body and the entry's own objects.
  const answers = new BoundedLru<string, FinishedAnswer>(maxBytes, (key, answer) =>
    keptSize(key, answer.headers, answer.body),
  );
  const asked = new AskedBefore(options.askedWindow ?? DEFAULT_ASKED_WINDOW);
  let keptFor: number | string | undefined;

  const handler: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    let version: number | string;
    try {
      version = await options.version(c);
    } catch {
      // The route meets the same trouble and answers it as every route does (503 with a reason,
      // through the middleware that adds the security headers): the cache steps aside.
      return next();
    }
    if (version !== keptFor) {
      answers.clear();
      keptFor = version;
    }
    const key = `${requestHeader(c, 'accept-encoding') ?? ''}\n${c.req.url}`;
    if (key.length > MAX_KEPT_KEY_LENGTH) return next();
    // Asked for a fresh answer (Cache-Control: no-cache, as a hard reload sends), it gets one,
    // kept for the next asker.
    const kept = /no-cache/i.test(requestHeader(c, 'cache-control') ?? '')
      ? undefined
      : answers.get(key);
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });

    await next();
    // A refusal is neither kept nor remembered; an answer is kept at its question's second asking.
    if (c.res.status !== 200 || !asked.askedAgain(key)) return;
    const answer = finishedAnswerOf(c) ?? (await readBack(c));
    if (!answer) return;
    const { body, headers } = answer;
    // A version read while this answer was made may already have moved on: not kept then.
    // Two requests for one question may both get here: the second replaces the first.
    if (body.byteLength <= MAX_ANSWER_BYTES && version === keptFor)
      answers.set(key, { body, headers });
  };
  return Object.assign(handler, {
    stats: (): AnswerCacheStats => {
      const { entries, size } = answers.stats();
      return { answers: entries, bytes: size };
    },
  });
}
