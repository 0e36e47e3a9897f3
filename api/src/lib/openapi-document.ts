// The OpenAPI 3.1 document of the composed app. Routes declare their path, access and schemas
// (openapi.ts); what follows from the kind of route is added here once, so a route declared
// tomorrow is documented like the others without anyone repeating it: an operationId from its
// method and path, the role note and security from its access, and the refusals it can answer
// (400 for input, 401/403 for a guard, 404 for a path id, 409 for an Idempotency-Key, 413/415 for
// a body, 431 and 503 for any request, 507 for a write), each with the `{ message, code? }` body
// and, for 429 and 503, the headers that say when to come back.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@mcs/shared';
import type { openApiDocumentSchema } from '@mcs/shared';
import { z } from 'zod';
import { REFUSALS, ROLE_NOTE, ROUTE_AUTHS, SECURITY_SCHEMES } from './openapi.ts';
import type { DocumentSchema, RefusalStatus, RouteAuth } from './openapi.ts';

export type OpenApiDocument = z.output<typeof openApiDocumentSchema>;

export interface DocumentOptions {
  /** Where the API is reached (the configured public URL); paths in the document start with /api. */
  publicUrl: string;
}

const RESPONSE_NAMES: Record<RefusalStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
  503: 'ServiceUnavailable',
  507: 'InsufficientStorage',
};

const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
};

/** Sent with every 429 and 503 (error-handler.ts `setRetryHeaders`). */
const RETRY_HEADERS = {
  'Retry-After': 'Seconds to wait before sending the request again.',
  'RateLimit-Limit': 'Requests the limit allows in its window (0 for a 503).',
  'RateLimit-Remaining': 'Requests left in the window: 0 once refused.',
  'RateLimit-Reset': 'Seconds until the window resets.',
};

function refusalResponses() {
  const retryHeaders = Object.fromEntries(
    Object.keys(RETRY_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
  );
  return Object.fromEntries(
    (Object.keys(REFUSALS) as unknown as RefusalStatus[]).map((status) => [
      RESPONSE_NAMES[status],
      {
        description: REFUSALS[status],
        ...(Number(status) === 429 || Number(status) === 503 ? { headers: retryHeaders } : {}),
        content: ERROR_CONTENT,
      },
    ]),
  );
}

type Parameter = { in: string; name: string };
interface Operation {
  operationId?: string;
  description?: string;
  'x-auth'?: RouteAuth;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, unknown>;
}

/** What an integrator reading only this document needs besides the operations. */
const API_DESCRIPTION = [
  'Healthcare discount membership: directory, partner desk, offline sync, admin and contact calls.',
  '**Errors** are `{ message, code? }`: `message` is a sentence to show, `code` a stable value to switch on.',
  '**Paging**, as each list does it today: `page` (from 1) and `limit` with a `pagination` object (`currentPage`, `totalPages`, `hasNextPage`, `hasPrevPage`, `limit` and a total); the sync feeds take `since` and answer an opaque `cursor` with `hasMore` (ask again with `since=<cursor>` until `hasMore` is false), the way new lists page; a few short lists take only `limit`, newest first.',
  '**Dates**: fields named `…At` are ISO 8601 instants; `date` and `time` beside them are display text in India time.',
  '**Versioning**: changes within this version are additive (new operations, optional request fields, answer fields, error codes); ignore answer fields you do not know. Anything to be removed is first marked `deprecated` and kept at least six months.',
].join('\n\n');

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * `post /api/partners/applications/{id}/approve` -> `postPartnersApplicationsByIdApprove`: stable
 * while the route is, unique because method and path are. A route may name its own instead.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The refusals a route answers because of what it is, beside those it declares itself. */
export function impliedRefusals(method: string, operation: Operation): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>([431, 503]);
  const auth = operation['x-auth'];
  const params = operation.parameters ?? [];
  const body = operation.requestBody?.content ?? {};
  if (operation.requestBody || params.length > 0) statuses.add(400);
  if (auth && auth !== 'public') {
    // A partner token whose application is not (or no longer) approved is refused 403 even where
    // any token would do.
    statuses.add(401).add(403);
  }
  if (params.some((p) => p.in === 'path')) statuses.add(404);
  // The same Idempotency-Key with another body is refused rather than answered as the first.
  if (params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')) {
    statuses.add(409);
  }
  if (operation.requestBody) statuses.add(413);
  if ('application/json' in body || 'multipart/form-data' in body) statuses.add(415);
  if (WRITES.has(method)) statuses.add(507);
  return [...statuses];
}

function refusalRef(status: RefusalStatus) {
  return { $ref: `#/components/responses/${RESPONSE_NAMES[status]}` };
}

function isRefusal(status: string): status is `${RefusalStatus}` {
  return status in REFUSALS;
}

function documentOperation(method: string, path: string, operation: Operation) {
  const { responses, ...rest } = operation;
  const answers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(responses)) {
    answers[status] = isRefusal(status) ? refusalRef(Number(status) as RefusalStatus) : answer;
  }
  for (const status of impliedRefusals(method, operation)) answers[status] ??= refusalRef(status);
  answers['4XX'] = { description: 'Any other refusal', content: ERROR_CONTENT };
  answers['5XX'] = { description: 'Server error', content: ERROR_CONTENT };
  const auth = operation['x-auth'];
  if (!auth || !ROUTE_AUTHS.includes(auth)) throw new Error(`${method} ${path} declares no access`);
  const sorted = Object.fromEntries(
    Object.entries(answers).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })),
  );
  return {
    operationId: operation.operationId ?? operationIdOf(method, path),
    ...rest,
    description: [rest.description, ROLE_NOTE[auth]].filter(Boolean).join('\n\n'),
    responses: sorted,
  };
}

/**
 * The document of an app's declared routes. Requests are described as the client sends them and
 * answers as sent (zod-openapi's defaults).
 */
export function buildOpenApiDocument(app: OpenAPIHono, options: DocumentOptions): OpenApiDocument {
  // zod's own JSON Schema (2020-12, the dialect of OpenAPI 3.1): the registry's `register` would
  // need the `.openapi()` that @hono/zod-openapi patches onto zod, which a shared schema may lack.
  // Its type allows `false` subschemas, which OpenAPI's does not; this object schema has none.
  const { $schema: _dialect, ...errorBody } = z.toJSONSchema(errorBodySchema);
  app.openAPIRegistry.registerComponent('schemas', 'ErrorBody', errorBody as DocumentSchema);
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'MediCostSaver API',
      version: '1.0.0',
      description: API_DESCRIPTION,
    },
    servers: [{ url: options.publicUrl, description: 'This deployment' }],
  });
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const operations: Record<string, unknown> = {};
    for (const [method, operation] of Object.entries(item)) {
      operations[method] = documentOperation(method, path, operation as Operation);
    }
    paths[path] = operations;
  }
  const headers = Object.fromEntries(
    Object.entries(RETRY_HEADERS).map(([name, description]) => [
      name,
      { description, schema: { type: 'integer', minimum: 0 } },
    ]),
  );
  return {
    ...document,
    info: { ...document.info },
    components: {
      ...document.components,
      responses: { ...document.components?.responses, ...refusalResponses() },
      headers: { ...document.components?.headers, ...headers },
    },
    paths,
  };
}
