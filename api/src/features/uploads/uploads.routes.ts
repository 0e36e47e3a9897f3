// /uploads/:name: the files partners sent with their application. Relative `uploads/<name>` URLs in
// API answers resolve here. Certificates need an admin's bearer token (never a token in the URL).
import { Hono } from 'hono';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { readUpload } from './uploads.service.ts';

export function uploadRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono().get('/:name', auth.optionalAuth, async (c) => {
    const role = c.get('principal')?.role;
    const viewer = role === 'admin' ? 'admin' : role ? 'signed-in' : 'anonymous';
    const file = await readUpload(deps, c.req.param('name'), viewer);
    return c.body(file.bytes, 200, {
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': file.isPublic ? 'public, max-age=86400' : 'private, no-store',
    });
  });
}
