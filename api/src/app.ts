// The HTTP surface: one Hono app composed of a sub-app per area. Each route is declared once
// (lib/openapi.ts), which validates it, types it for the PWA's client and writes the OpenAPI
// document. Routes stay thin; the rules are in each feature's service and the SQL in its repo.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { addressLimit } from './lib/address-limit.ts';
import { answerCache } from './lib/answer-cache.ts';
import { apiCors } from './lib/cors.ts';
import { apiCompression } from './lib/api-compression.ts';
import { AppError } from './lib/app-error.ts';
import type { AppDeps } from './lib/deps.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { readJsonBody } from './lib/validate.ts';
import { serveWebApp } from './lib/web-app.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { partnerRoutes } from './features/partners/partners.routes.ts';
import { visitRoutes } from './features/visits/visits.routes.ts';
import { uploadRoutes } from './features/uploads/uploads.routes.ts';
import { adminExtraRoutes, adminRoutes } from './features/admin/admin.routes.ts';
import { enrolmentRoutes, memberAdminRoutes } from './features/members/members.routes.ts';
import { partnerAdminRoutes } from './features/partners/partner-admin.routes.ts';
import { partnerDiscountRoutes } from './features/partners/partner-discount.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { mailAdminRoutes } from './features/mail/mail.routes.ts';
import { passwordLinkRoutes } from './features/auth/password-links.routes.ts';
import { buildOpenApiDocument } from './lib/openapi-document.ts';
import { systemRoutes } from './openapi/openapi.routes.ts';
import {
  adminCardRoutes,
  memberCardRoutes,
  wellKnownRoutes,
} from './features/cards/cards.routes.ts';
import { syncRoutes } from './features/sync/sync.routes.ts';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes.ts';
import { adminRenewalRoutes, memberRenewalRoutes } from './features/renewals/renewals.routes.ts';
import { reminderRoutes } from './features/reminders/reminders.routes.ts';
import { webhookRoutes } from './features/webhooks/webhooks.routes.ts';
import { directoryVersionOf } from './features/partners/directory-version.ts';

export type { AppDeps } from './lib/deps.ts';

/** JSON bodies are small; the multipart registration sets its own larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;
const LARGE_BODY_PATHS = new Set(['/api/partners/register']);
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The longest directory search address taken: its words (200 characters) and four filters (100
 * each), every character percent-encoded as three UTF-8 bytes, are under 5,600 characters.
 */
export const DIRECTORY_ADDRESS_MAX_LENGTH = 8192;
export const DIRECTORY_ADDRESS_TOO_LONG =
  'This search is too long: the directory takes words of up to 200 characters and filters of up to 100.';

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

  const base = new OpenAPIHono();
  // Before the answer cache: CORS headers belong to each asker, and a kept answer carries none.
  if (deps.env.corsOrigins.length > 0) base.use('/api/*', apiCors(deps.env.corsOrigins));
  // Outside everything else: a repeated directory search is answered with the bytes and headers
  // it got the first time, while no partner has changed.
  base.use('/api/partners', answerCache({ version: (c) => directoryVersionOf(deps, c) }));
  base.use('*', securityHeaders());
  // Inside the security headers, so that the refusal carries them.
  base.use('/api/partners', addressLimit(DIRECTORY_ADDRESS_MAX_LENGTH, DIRECTORY_ADDRESS_TOO_LONG));
  // JSON answers compressed (a directory pull shrinks several times); the multipart upload
  // path is left alone.
  base.use('/api/*', apiCompression(LARGE_BODY_PATHS));
  // The multipart registration has its own limit and reads its own body.
  // A GET, HEAD or OPTIONS carries no body to limit, and asking for one would make the Node
  // adapter build a whole Request for every read: that alone cost three quarters of the
  // throughput of a plain GET.
  base.use('/api/*', (c, next) =>
    BODILESS_METHODS.has(c.req.method) || LARGE_BODY_PATHS.has(c.req.path)
      ? next()
      : jsonLimit(c, async () => {
          await readJsonBody(c, next);
        }),
  );

  // `.route()` returns `base` itself, whose registry then holds every declaration.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const app = base
    // --- feature mounts: one `.route()` per area; add yours here (order does not matter) ---
    .route(
      '/api',
      systemRoutes(
        deps,
        () => (document ??= buildOpenApiDocument(base, { publicUrl: deps.env.publicUrl })),
      ),
    )
    .route('/api/auth', authRoutes(deps))
    .route('/api/partners', partnerRoutes(deps))
    .route('/api/partners', visitRoutes(deps))
    .route('/api/partners', apiKeyRoutes(deps))
    .route('/api/partners', partnerDiscountRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/api/partners', partnerAdminRoutes(deps))
    .route('/api/partners', memberAdminRoutes(deps))
    .route('/api/partners', adminRoutes(deps))
    .route('/api/admin', enrolmentRoutes(deps))
    .route('/api/admin', adminExtraRoutes(deps))
    .route('/api/contact', contactRoutes(deps))
    .route('/api/admin', mailAdminRoutes(deps))
    .route('/api/auth', passwordLinkRoutes(deps))
    .route('/api/partners/webhooks', webhookRoutes(deps))
    .route('/api/sync', syncRoutes(deps))
    .route('/api/members', memberCardRoutes(deps))
    .route('/api/admin/cards', adminCardRoutes(deps))
    .route('/api/members', memberRenewalRoutes(deps))
    .route('/api/admin', adminRenewalRoutes(deps))
    .route('/api', reminderRoutes(deps))
    .route('/.well-known', wellKnownRoutes(deps));

  app.onError(errorHandler(deps.logger));
  if (options.webAppDir) app.use('*', serveWebApp(options.webAppDir));
  app.notFound(notFoundHandler);
  return app;
}

/** The whole typed route chain, for the PWA's client (`hc<AppType>` from hono/client). */
export type AppType = ReturnType<typeof createApp>;
