// Serves the built PWA from pwa/dist: real files as they are, a public page pre-rendered at build
// as dist/<path>/index.html (so it shows and indexes with no JavaScript), and any other non-API
// path as the bare app shell the client router fills in: with 200 for the member, partner and
// admin screens, with 404 for anything else (the app shows its Not-found page), so an unknown
// address is never a "soft 404" copy of the home page. HTML, sw.js and the manifest must never
// be cached (an old page would pin users to deleted assets); hashed /assets are immutable.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { APP_SHELL_FILE, isClientOnlyRoute } from '@mcs/shared';
import { getMimeType } from 'hono/utils/mime';

const NO_CACHE = new Set([
  '/index.html',
  '/sw.js',
  '/sw-sync.js',
  '/manifest.webmanifest',
  '/registerSW.js',
]);

function cacheControl(path: string): string {
  if (NO_CACHE.has(path) || path.endsWith('.html') || path.startsWith('/workbox-'))
    return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Resolves a URL path inside `root`, or null if it escapes it or is not a file. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

interface Served {
  /** Dist-relative path of the file to send. */
  path: string;
  status: 200 | 404;
}

/**
 * What answers a request: the file itself, else (for a path with no extension) its pre-rendered
 * page, else the app shell. Unknown paths with an extension are real misses (a stale asset), not
 * client routes.
 */
function resolveServed(root: string, path: string): Served | null {
  if (path !== '/' && fileFor(root, path)) return { path, status: 200 };
  if (extname(path)) return null;
  const page = `${path.replace(/\/+$/, '')}/index.html`;
  if (fileFor(root, page)) return { path: page, status: 200 };
  const shell = `/${APP_SHELL_FILE}`;
  if (!fileFor(root, shell)) return null;
  return { path: shell, status: isClientOnlyRoute(path) ? 200 : 404 };
}

export function serveWebApp(root: string): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (c.req.method !== 'GET' && c.req.method !== 'HEAD')
    ) {
      return next();
    }
    const served = resolveServed(root, path);
    if (!served) return next();
    const file = join(root, served.path);
    const body = await readFile(file);
    return c.body(body, served.status, {
      'content-type': getMimeType(file) ?? 'application/octet-stream',
      'cache-control': cacheControl(served.path),
    });
  };
}
