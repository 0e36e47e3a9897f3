// Each route is declared once with @hono/zod-openapi: its path, who may call it, and the shared zod
// schemas of its input and answer. The same declaration validates the request, types the handler
// and the PWA's client (`hc<AppType>`), and writes the OpenAPI 3.1 document.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { describeZodError, parseWith } from './validate.ts';

/**
 * Who may call a route. `public` ignores any token; `optional` is public but refuses a bad token;
 * `partner` means an approved partner (a pending or rejected one is refused).
 */
export type RouteAuth =
  'public' | 'optional' | 'member' | 'partner' | 'admin' | 'partner-or-admin' | 'signed-in';

export const ROUTE_AUTHS: readonly RouteAuth[] = [
  'public',
  'optional',
  'member',
  'partner',
  'admin',
  'partner-or-admin',
  'signed-in',
];

const ROLE_NOTE: Record<RouteAuth, string> = {
  public: 'No sign-in needed.',
  optional: 'No sign-in needed; a token, when sent, must be valid.',
  member: 'Needs a member token.',
  partner: 'Needs an approved partner token.',
  admin: 'Needs an admin token.',
  'partner-or-admin': 'Needs an approved partner or an admin token.',
  'signed-in': 'Needs any valid token: member, approved partner or admin.',
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

export type DocumentedAccess = Pick<RouteConfig, 'description' | 'security'> & {
  'x-auth': RouteAuth;
};

/**
 * What the document says about who may call a route: the role note, bearer security, and `x-auth`
 * (which the role-matrix test reads to know what each caller must get). Routes do not call this:
 * they declare their access with the auth feature's `routeAccess`, which adds the guard.
 */
export function documentedAccess(auth: RouteAuth): DocumentedAccess {
  const note: DocumentedAccess = { 'x-auth': auth, description: ROLE_NOTE[auth] };
  if (auth === 'public') return note;
  return { ...note, security: auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] };
}

/**
 * A JSON request body. With `required: false` the client may leave it out; zod-openapi then hands
 * the handler `{}` without parsing it, so such a handler reads it with `optionalBody` to get the
 * schema's defaults.
 */
export function jsonBody<S extends z.ZodType>(schema: S, options: { required: boolean }) {
  return { required: options.required, content: { 'application/json': { schema } } };
}

/** An optional JSON body (see `jsonBody`) with the schema's defaults applied. */
export function optionalBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseWith(schema, value);
}

/** A JSON answer. */
export function jsonAnswer<S extends z.ZodType>(schema: S, description = 'Success') {
  return { description, content: { 'application/json': { schema } } };
}

type BodyContent = NonNullable<NonNullable<RouteConfig['request']>['body']>['content'];
type MediaType = Exclude<NonNullable<BodyContent[string]>, { $ref: string }>;
/** A schema written as JSON Schema for the document only: zod-openapi validates nothing with it. */
export type DocumentSchema = Exclude<
  NonNullable<MediaType['schema']>,
  z.ZodType | { $ref: string }
>;
