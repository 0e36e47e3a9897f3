// The system routes beside the features: health, the PWA's server config, and the OpenAPI 3.1
// document, generated from every route's declaration once the app is composed (lib/openapi-document.ts).
import { createRoute } from '@hono/zod-openapi';
import { appConfigSchema, healthSchema, openApiDocumentSchema } from '@mcs/shared';
import type { AppConfig } from '@mcs/shared';
import { pingDatabase } from '../db/database.ts';
import { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';
import type { AppDeps } from '../lib/deps.ts';
import { routeAccess } from '../features/auth/guards.service.ts';
import { jsonAnswer, openApiRoutes } from '../lib/openapi.ts';
import type { OpenApiDocument } from '../lib/openapi-document.ts';

const tags = ['system'];

/**
 * Mounted at /api. `document` is called on the first request, when every route has been declared
 * (the app mounts this before the features, so it cannot be built here).
 */
export function systemRoutes(deps: AppDeps, document: () => OpenApiDocument) {
  const access = routeAccess(deps);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/health',
        tags,
        summary: 'Health check: the API and its database answer',
        description:
          'A database that cannot be reached answers 503 with code `database_unavailable`.',
        ...access('public'),
        responses: { 200: jsonAnswer(healthSchema, { example: { status: 'ok' } }) },
      }),
      async (c) => {
        // Throws DatabaseUnavailableError, which the error handler answers with 503.
        await pingDatabase(deps.db);
        return c.json({ status: 'ok' as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/config',
        tags,
        summary: 'Whether this is a demo server (and its sample sign-ins), and its card issuer',
        ...access('public'),
        responses: {
          200: jsonAnswer(appConfigSchema, {
            example: { demo: false, cardIssuer: 'https://medicostsaver.in' },
          }),
        },
      }),
      (c) => {
        // The desk checks scanned cards against this issuer (a deployment may set its own).
        const cardIssuer = deps.env.cardIssuer;
        const config: AppConfig = deps.env.demo
          ? { demo: true, demoSignIns: DEMO_SIGN_INS, cardIssuer }
          : { demo: false, cardIssuer };
        return c.json(config, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/openapi.json',
        tags,
        summary: 'This document',
        ...access('public'),
        responses: {
          200: jsonAnswer(openApiDocumentSchema, {
            // The start of this document: the whole is what the call answers.
            example: {
              openapi: '3.1.0',
              info: { title: 'MediCostSaver API', version: '1.0.0' },
              paths: { '/api/health': { get: { operationId: 'getHealth' } } },
            },
          }),
        },
      }),
      (c) => c.json(document(), 200),
    );
}
