// JSON answers of the API, gzip- or deflate-compressed when the client accepts it: a directory
// pull is a few hundred kilobytes of repetitive JSON that shrinks several times over, which is
// most of its time on a slow mobile link. Only JSON: uploads (images, PDFs) and the built app's
// files are not JSON (web-app.ts serves those), and an answer that already names an encoding is
// left as it is. As Hono's `compress` does, it adds `Vary: Accept-Encoding` (so a cache keeps each
// encoding apart), weakens a strong ETag (the bytes sent are no longer the ones it named) and
// leaves `Cache-Control: no-transform` answers alone.
//
// Not Hono's `compress` itself: it pipes every answer through a web `CompressionStream`, whose
// streams cost about 0.5 ms of the server's thread for a 7 KB directory page, a third of a whole
// search. The JSON is already whole in memory, so a page (up to SYNC_LIMIT) is compressed in one
// call on this thread (about 0.1 ms), and a larger answer (a directory pull) on libuv's thread
// pool, where it does not hold up other requests. The length of what is sent is known and said.
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { finishedAnswerOf } from './finished-answer.ts';
import { requestHeader } from './request-header.ts';

/** Bodies smaller than this go as they are: a frame and a header would outweigh the saving. */
export const API_COMPRESSION_THRESHOLD = 1024;
/** Bodies up to this are compressed on the server's thread: cheaper than a trip to the pool. */
const SYNC_LIMIT = 64 * 1024;
/**
 * A page is compressed at zlib's fastest level: a 7 KB directory page takes a third less of the
 * server's thread (55 against 85 us here) for 7% more bytes (1,379 against 1,289), 0.5 ms on a
 * slow 4G link. A larger body, compressed on the pool, keeps the default level.
 */
const PAGE_OPTIONS = { level: 1 };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export type Encoding = 'gzip' | 'deflate';
const ENCODINGS: readonly Encoding[] = ['gzip', 'deflate'];
const compressors = {
  gzip: { now: gzipSync, later: promisify(gzip) },
  deflate: { now: deflateSync, later: promisify(deflate) },
};

/** The encoding the client prefers of those we send (gzip on a tie), as Hono's `compress` picks. */
function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * A body as it goes on the wire: `encoding` names its compression, `vary` says that it depends on
 * the client's Accept-Encoding.
 */
export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>;
  encoding?: Encoding;
  vary: boolean;
}

/**
 * `bytes` as the client that sent `acceptEncoding` should get them: under the threshold as they
 * are; above it compressed with the encoding it prefers, if any (`vary` says that the answer
 * depends on the header). A page is compressed on this thread, a larger body on the pool.
 */
export async function encodedFor(
  acceptEncoding: string | undefined,
  bytes: Uint8Array,
): Promise<EncodedBody> {
  // zlib's buffers sit on a plain ArrayBuffer (never a shared one), as a Response body needs.
  const plain = bytes as Uint8Array<ArrayBuffer>;
  if (bytes.byteLength < API_COMPRESSION_THRESHOLD) return { body: plain, vary: false };
  const encoding = chosenEncoding(acceptEncoding);
  if (!encoding) return { body: plain, vary: true };
  const compressor = compressors[encoding];
  const out =
    bytes.byteLength <= SYNC_LIMIT
      ? compressor.now(bytes, PAGE_OPTIONS)
      : await compressor.later(bytes);
  // zlib writes into 16 KB chunks: a kept 1 KB answer would hold its whole chunk. An exact copy
  // (a Buffer's own slice() would share the chunk).
  const body = out.byteLength < out.buffer.byteLength ? new Uint8Array(out) : out;
  return { body: body as Uint8Array<ArrayBuffer>, encoding, vary: true };
}

export function apiCompression(skipPaths: ReadonlySet<string> = new Set()): MiddlewareHandler {
  return async (c, next) => {
    if (skipPaths.has(c.req.path)) return next();
    await next();
    // Finished by its route (compressed already, and its body never read back).
    if (finishedAnswerOf(c)) return;
    const res = c.res;
    const headers = res.headers;
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      headers.has('content-encoding') ||
      headers.has('transfer-encoding') ||
      !JSON_TYPE.test(headers.get('content-type') ?? '') ||
      NO_TRANSFORM.test(headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const length = headers.get('content-length');
    if (length !== null && Number(length) < API_COMPRESSION_THRESHOLD) return;
    const { body, encoding, vary } = await encodedFor(
      requestHeader(c, 'accept-encoding'),
      new Uint8Array(await res.arrayBuffer()),
    );
    if (vary) {
      const varies = headers.get('vary');
      if (varies !== '*' && !(varies && VARY_ACCEPT_ENCODING.test(varies)))
        headers.set('vary', varies ? `${varies}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (encoding) {
      headers.set('content-encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    headers.set('content-length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
