// Each route is declared once with @hono/zod-openapi: its path, who may call it, and the shared zod
// schemas of its input and answer. The same declaration validates the request, types the handler
// and the PWA's client (`hc<AppType>`), and writes the OpenAPI 3.1 document.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { describeZodError, parseWith } from './validate.ts';

/**
 * Who may call a route. `public` ignores any token; `optional` is public but refuses a bad token;
 * `partner` means an approved partner (a pending or rejected one is refused).
 */
export type RouteAuth =
  | 'public'
  | 'optional'
  | 'member'
  | 'partner'
  | 'member-or-partner'
  | 'admin'
  | 'partner-or-admin'
  | 'signed-in';

export const ROUTE_AUTHS: readonly RouteAuth[] = [
  'public',
  'optional',
  'member',
  'partner',
  'member-or-partner',
  'admin',
  'partner-or-admin',
  'signed-in',
];

/** What the document says each kind of access needs, in words (added to the operation's description). */
export const ROLE_NOTE: Record<RouteAuth, string> = {
  public: 'No sign-in needed.',
  optional: 'No sign-in needed; a token, when sent, must be valid.',
  member: 'Needs a member token.',
  partner: 'Needs an approved partner token.',
  'member-or-partner': 'Needs a member or an approved partner token (not an API key).',
  admin: 'Needs an admin token.',
  'partner-or-admin': 'Needs an approved partner or an admin token.',
  'signed-in': 'Needs any valid token: member, approved partner or admin.',
};

/** The document's security schemes, by name: one per kind of credential a caller may present. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A session token from one of the login routes, sent as `Authorization: Bearer <token>`. It ends at logout, on a password change, or after JWT_TTL.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'mcs_ API key',
    description:
      "A partner's API key for its clinic software, created in the partner dashboard and sent as `Authorization: Bearer mcs_…`. Accepted only by the operations that list this scheme (verify a membership, record, void and read the partner's own visits); a person's logout does not end it, revoking it does at once.",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * The OpenAPI `security` of each kind of access: `[]` says a route is public (a generator then
 * sends no credential), `{}` beside a scheme makes the credential optional.
 */
export const SECURITY_OF: Record<RouteAuth, SecurityRequirement[]> = {
  public: [],
  optional: [{}, { bearer: [] }],
  member: [{ bearer: [] }],
  partner: [{ bearer: [] }],
  'member-or-partner': [{ bearer: [] }],
  admin: [{ bearer: [] }],
  'partner-or-admin': [{ bearer: [] }],
  'signed-in': [{ bearer: [] }],
};

/**
 * A feature's routes. Input its declaration refuses is a 400 `{ message, code: 'validation' }`
 * in the same sentence whether the body, the query or the path was wrong.
 */
export function openApiRoutes() {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw AppError.badRequest(describeZodError(result.error));
    },
  });
}

export type DocumentedAccess = Pick<RouteConfig, 'security'> & { 'x-auth': RouteAuth };

/**
 * What the document says about who may call a route: its security and `x-auth`, which the
 * document builder turns into the role note and the 401/403 answers, and which the role-matrix
 * test reads to know what each caller must get. Routes do not call this: they declare their access
 * with the auth feature's `routeAccess`, which adds the guard.
 */
export function documentedAccess(auth: RouteAuth): DocumentedAccess {
  return { 'x-auth': auth, security: SECURITY_OF[auth] };
}

/** The refusals the document describes, each with its `{ message, code? }` body. */
export const REFUSALS = {
  400: 'The request is not valid: a field is missing or wrong, or the body is not JSON (`validation`).',
  401: 'No token, or one that is expired, forged or ended by a logout (`unauthorized`).',
  403: 'The token is valid but its account may not do this (`forbidden`), or the partner is not approved (`not_approved`).',
  404: 'Nothing with this id, or not one the caller may see (`not_found`).',
  409: 'The request conflicts with the current state (`conflict`, or a card or membership outcome such as `inactive`), or its Idempotency-Key was used with another body.',
  413: 'The request body is too large (`payload_too_large`).',
  415: 'The body is not in a media type this route reads (`unsupported_media_type`).',
  429: 'A limit is used up (`rate_limited`): `Retry-After` and the `RateLimit-*` fields say when to come back.',
  431: 'The request headers are over 16 KB (`headers_too_large`).',
  503: 'The database or document store is busy or unreachable (`busy`, `database_unavailable`, `storage_unavailable`): try again after `Retry-After` seconds.',
  507: 'The server is out of disk space; nothing of the request was kept (`storage_full`).',
} as const;
export type RefusalStatus = keyof typeof REFUSALS;

/**
 * The refusals a route answers beyond those its kind implies (the document builder adds 400 for
 * input, 401/403 for a guard, 404 for a path id, 413/415 for a body, 431, 503, and 507 for a
 * write): spread into `responses`, e.g. `{ 201: jsonAnswer(s), ...refusals(409, 429) }`.
 */
export function refusals(...statuses: RefusalStatus[]): Record<number, { description: string }> {
  return Object.fromEntries(statuses.map((status) => [status, { description: REFUSALS[status] }]));
}

/**
 * The schema as the document shows it. zod-to-openapi writes every union as `anyOf`; an exclusive
 * one (`z.xor`: exactly one branch must match, as the server checks) is `oneOf`, so a generator
 * types it as one shape or the other and a client is not led to send both.
 */
function documented<S extends z.ZodType>(schema: S): S {
  if (!(schema instanceof z.ZodXor)) return schema;
  // Called from ZodType's prototype, where @hono/zod-openapi adds it: zod 4 installs methods on
  // each schema class's own prototype, so a shared schema may not carry `openapi` itself.
  return z.ZodType.prototype.openapi.call(schema, {}, { unionPreferredType: 'oneOf' }) as S;
}

/**
 * A JSON request body. With `required: false` the client may leave it out; zod-openapi then hands
 * the handler `{}` without parsing it, so such a handler reads it with `optionalBody` to get the
 * schema's defaults. `example` is a body the server accepts, shown in the document (the contract
 * test parses it with the schema, and redocly checks it against the document's).
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  options: { required: boolean; example?: z.input<S> },
) {
  const example = options.example === undefined ? {} : { example: options.example };
  return {
    required: options.required,
    content: { 'application/json': { schema: documented(schema), ...example } },
  };
}

/** An optional JSON body (see `jsonBody`) with the schema's defaults applied. */
export function optionalBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseWith(schema, value);
}

/** A JSON answer, with an example of it for the document (held to the schema like a body's). */
export function jsonAnswer<S extends z.ZodType>(
  schema: S,
  answer: { example?: z.output<S>; description?: string } = {},
) {
  const example = answer.example === undefined ? {} : { example: answer.example };
  return {
    description: answer.description ?? 'Success',
    content: { 'application/json': { schema: documented(schema), ...example } },
  };
}

type BodyContent = NonNullable<NonNullable<RouteConfig['request']>['body']>['content'];
type MediaType = Exclude<NonNullable<BodyContent[string]>, { $ref: string }>;
/** A schema written as JSON Schema for the document only: zod-openapi validates nothing with it. */
export type DocumentSchema = Exclude<
  NonNullable<MediaType['schema']>,
  z.ZodType | { $ref: string }
>;
