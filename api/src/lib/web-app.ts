// Serves the built PWA from pwa/dist: real files as they are, a public page pre-rendered at build
// as dist/<path>/index.html (so it shows and indexes with no JavaScript), and any other non-API
// path as index.html so the client router handles it. HTML, sw.js and the manifest must never be
// cached (an old page would pin users to deleted assets); hashed /assets are immutable.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
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

/**
 * The dist-relative file for a request: the file itself, else (for a path with no extension) its
 * pre-rendered page, else the app shell. Unknown paths with an extension are real misses (a stale
 * asset), not client routes.
 */
function resolveServedPath(root: string, path: string): string | null {
  if (path !== '/' && fileFor(root, path)) return path;
  if (extname(path)) return null;
  const page = `${path.replace(/\/+$/, '')}/index.html`;
  if (fileFor(root, page)) return page;
  return fileFor(root, '/index.html') ? '/index.html' : null;
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
    const served = resolveServedPath(root, path);
    if (!served) return next();
    const file = join(root, served);
    const body = await readFile(file);
    return c.body(body, 200, {
      'content-type': getMimeType(file) ?? 'application/octet-stream',
      'cache-control': cacheControl(served),
    });
  };
}
