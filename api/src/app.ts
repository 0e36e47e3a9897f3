// The HTTP surface: one Hono app composed of a sub-app per area. Routes stay thin; the rules are in
// each feature's service and the SQL in its repo.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from '@mcs/shared';
import { DEMO_SIGN_INS } from './db/seed/demo-sign-ins.ts';
import { AppError } from './lib/app-error.ts';
import type { AppDeps } from './lib/deps.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { serveWebApp } from './lib/web-app.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { partnerRoutes } from './features/partners/partners.routes.ts';
import { uploadRoutes } from './features/uploads/uploads.routes.ts';
import { adminExtraRoutes, adminRoutes } from './features/admin/admin.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { openapiRoutes } from './openapi/openapi.routes.ts';
import {
  adminCardRoutes,
  memberCardRoutes,
  wellKnownRoutes,
} from './features/cards/cards.routes.ts';
import { syncRoutes } from './features/sync/sync.routes.ts';

export type { AppDeps } from './lib/deps.ts';

/** JSON bodies are small; the multipart registration sets its own larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;
const LARGE_BODY_PATHS = new Set(['/api/partners/register']);

export interface AppOptions {
  /** Absolute path of a built PWA to serve beside the API (server.ts passes pwa/dist). */
  webAppDir?: string;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'Request body is too large.');
    },
  });

  const app = new Hono()
    .use('*', securityHeaders())
    .use('/api/*', (c, next) => (LARGE_BODY_PATHS.has(c.req.path) ? next() : jsonLimit(c, next)))
    .get('/api/health', (c) => c.json({ status: 'ok' as const }))
    .get('/api/config', (c) => {
      const cardIssuer = deps.env.cardIssuer;
      const config: AppConfig = deps.env.demo
        ? { demo: true, demoSignIns: DEMO_SIGN_INS, cardIssuer }
        : { demo: false, cardIssuer };
      return c.json(config);
    })
    // --- feature mounts: one `.route()` per area; add yours here (order does not matter) ---
    .route('/api/auth', authRoutes(deps))
    .route('/api/partners', partnerRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/api/partners', adminRoutes(deps))
    .route('/api/admin', adminExtraRoutes(deps))
    .route('/api/contact', contactRoutes(deps))
    .route('/api', openapiRoutes())
    .route('/api/sync', syncRoutes(deps))
    .route('/api/members', memberCardRoutes(deps))
    .route('/api/admin/cards', adminCardRoutes(deps))
    .route('/.well-known', wellKnownRoutes(deps));

  app.onError(errorHandler(deps.logger));
  if (options.webAppDir) app.use('*', serveWebApp(options.webAppDir));
  app.notFound(notFoundHandler);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
