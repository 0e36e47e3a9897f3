// /uploads/:name: the files partners sent with their application. Relative `uploads/<name>` URLs in
// API answers resolve here. Certificates need an admin's bearer token (never a token in the URL).
import { createRoute } from '@hono/zod-openapi';
import { uploadNameParamSchema } from '@mcs/shared';
import { routeAccess } from '../auth/guards.service.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { openApiRoutes } from '../../lib/openapi.ts';
import { readUpload } from './uploads.service.ts';

const binary = { schema: { type: 'string' as const, format: 'binary' } };

export function uploadRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes().openapi(
    createRoute({
      method: 'get',
      path: '/{name}',
      tags: ['files'],
      summary: 'An uploaded file (clinic photos public, certificates for admins only)',
      ...access('optional'),
      request: { params: uploadNameParamSchema },
      responses: {
        200: {
          description: 'The file',
          content: { 'image/*': binary, 'application/pdf': binary },
        },
      },
    }),
    async (c) => {
      const role = c.get('principal')?.role;
      const viewer = role === 'admin' ? 'admin' : role ? 'signed-in' : 'anonymous';
      const file = await readUpload(deps, c.req.valid('param').name, viewer);
      return c.body(file.bytes, 200, {
        'content-type': file.contentType,
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': file.isPublic ? 'public, max-age=86400' : 'private, no-store',
      });
    },
  );
}
