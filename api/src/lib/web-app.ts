// Serves the built PWA from pwa/dist through @hono/node-server's serveStatic (which also refuses
// paths that try to leave the folder): real files as they are, a public page pre-rendered at
// build as dist/<path>/index.html (so it shows and indexes with no JavaScript), and any other
// path without an extension as the bare app shell the client router fills in: with 200 for the
// member, partner and admin screens of @mcs/shared's CLIENT_ONLY_ROUTES, with 404 for anything
// else (the app shows its Not-found page), so an unknown address is never a "soft 404" copy of the
// home page. API-like paths never get HTML: they fall through to the JSON 404.
// HTML, sw.js and the manifest must never be cached (an old page would pin users to deleted
// assets); hashed /assets are immutable.
// Text files are compressed once at build (pwa/scripts/compress.ts writes .br and .gz beside each):
// serveStatic's `precompressed` sends the smallest copy the client accepts, with the original's
// Content-Type. Every text answer says `Vary: Accept-Encoding`, the identity one too, so a shared
// cache never hands a brotli body to a client that did not ask for it (or the reverse).
import { extname, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { APP_SHELL_FILE, isClientOnlyRoute } from '@mcs/shared';

const NO_CACHE = new Set([
  '/index.html',
  '/sw.js',
  '/sw-sync.js',
  '/manifest.webmanifest',
  '/registerSW.js',
  '/prerender-guard.js',
]);

/** The file serveStatic reports for a compressed answer is the copy (`index.html.br`). */
const COMPRESSED_COPY = /\.(?:br|gz|zst)$/;

/** The types compress-files.ts writes copies for (serveStatic only looks for them there). */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/(?:svg\+xml|x-icon))/;

function cacheControl(path: string): string {
  if (NO_CACHE.has(path) || path.endsWith('.html') || path.startsWith('/workbox-'))
    return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Paths the API owns, found or not: a miss there is a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api', '/uploads', '/.well-known'];

export function isApiLikePath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function serveWebApp(root: string): MiddlewareHandler {
  // serveStatic has built its response when it reports the file, so the header is set on that
  // response afterwards, from the file it names.
  const foundFile = new WeakMap<Context, string>();
  const onFound = (file: string, c: Context) => {
    foundFile.set(c, `/${relative(root, file).split(sep).join('/')}`.replace(COMPRESSED_COPY, ''));
  };
  const withCacheControl = (c: Context, res: Response, status = res.status) => {
    const headers = new Headers(res.headers);
    headers.set('cache-control', cacheControl(foundFile.get(c) ?? ''));
    if (COMPRESSIBLE_TYPE.test(headers.get('content-type') ?? '') && !headers.has('vary'))
      headers.set('vary', 'Accept-Encoding');
    return new Response(res.body, { status, headers });
  };
  // A file as asked, or a directory's index.html: `/` is the pre-rendered home, `/about` its page.
  const files = serveStatic({ root, onFound, precompressed: true });
  const shell = serveStatic({ root, path: APP_SHELL_FILE, onFound, precompressed: true });

  return async (c, next) => {
    const path = c.req.path;
    if (isApiLikePath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // dist/.vite/ holds the build's chunk manifest, read by the benchmarks, not by browsers.
    if (path.startsWith('/.vite/')) return next();

    let missed = false;
    const file = await files(c, async () => {
      missed = true;
    });
    if (!missed && file) return withCacheControl(c, file);
    // Unknown paths with an extension are real misses (a stale asset), not client routes.
    if (extname(path)) return next();

    missed = false;
    const page = await shell(c, async () => {
      missed = true;
    });
    if (missed || !page) return next();
    return withCacheControl(c, page, isClientOnlyRoute(path) ? 200 : 404);
  };
}
