// JSON answers of the API, gzip- or deflate-compressed when the client accepts it: a directory
// pull is a few hundred kilobytes of repetitive JSON that shrinks several times over, which is
// most of its time on a slow mobile link. Only JSON: uploads (images, PDFs) and the built app's
// files are not JSON (web-app.ts serves those), and an answer that already names an encoding is
// left as it is. Hono's `compress` adds `Vary: Accept-Encoding` (so a cache keeps each encoding
// apart) and weakens a strong ETag, since the bytes sent are no longer the ones it named.
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Bodies smaller than this go as they are: a frame and a header would outweigh the saving. */
export const API_COMPRESSION_THRESHOLD = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export function apiCompression(skipPaths: ReadonlySet<string> = new Set()): MiddlewareHandler {
  const gzip = compress({ threshold: API_COMPRESSION_THRESHOLD, contentTypeFilter: JSON_TYPE });
  return (c, next) =>
    skipPaths.has(c.req.path)
      ? next()
      : gzip(c, async () => {
          await next();
          // `c.json()` names no length, and `compress` only skips a small body whose length it
          // knows: the JSON, already whole in memory, is measured here.
          const type = c.res.headers.get('content-type') ?? '';
          if (!JSON_TYPE.test(type) || c.res.headers.has('content-length') || !c.res.body) return;
          const bytes = await c.res.arrayBuffer();
          const res = new Response(bytes, c.res);
          res.headers.set('content-length', String(bytes.byteLength));
          c.res = undefined;
          c.res = res;
        });
}
