// Every route as its declaration states it, read back from the app's OpenAPI registry: the tests
// drive the role matrix, the fuzzing and the document's own check from this list, so a route
// added to any feature is covered without touching a test.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ROUTE_AUTHS } from '../lib/openapi.ts';
import { makeTestApp } from './test-app.ts';
import type { RouteAuth } from '../lib/openapi.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface DeclaredRoute {
  method: HttpMethod;
  /** Hono form: `/api/partners/applications/:id/approve`. */
  path: string;
  auth: RouteAuth;
  successStatus: number;
  /** The declared JSON answer; absent for a binary one (see `answerTypes`). */
  response?: z.ZodType;
  /** Media types of the success answer. */
  answerTypes: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, unless the body is a multipart form (see `multipart`). */
  body?: z.ZodType;
  bodyOptional: boolean;
  multipart: boolean;
}

type Content = Record<string, { schema?: unknown } | undefined>;

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

const zodOrUndefined = (value: unknown) => (isZod(value) ? value : undefined);

export function declaredRoutes(app: Pick<OpenAPIHono, 'openAPIRegistry'>): DeclaredRoute[] {
  return app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const route = definition.route;
    const auth: unknown = route['x-auth'];
    if (!ROUTE_AUTHS.includes(auth as RouteAuth))
      throw new Error(`${route.method} ${route.path} declares no access (x-auth)`);
    const success = Object.entries(route.responses).find(([status]) => /^2\d\d$/.test(status));
    if (!success) throw new Error(`${route.method} ${route.path} declares no success answer`);
    const answer = ('content' in success[1] ? (success[1].content ?? {}) : {}) as Content;
    const body = (route.request?.body?.content ?? {}) as Content;
    return [
      {
        method: route.method as HttpMethod,
        path: route.path.replace(/\{(\w+)\}/g, ':$1'),
        auth: auth as RouteAuth,
        successStatus: Number(success[0]),
        response: zodOrUndefined(answer['application/json']?.schema),
        answerTypes: Object.keys(answer),
        params: zodOrUndefined(route.request?.params),
        query: zodOrUndefined(route.request?.query),
        body: zodOrUndefined(body['application/json']?.schema),
        bodyOptional: route.request?.body?.required !== true,
        multipart: 'multipart/form-data' in body,
      },
    ];
  });
}

/** `METHOD /path` key, the same form the tests use for the app's own route table. */
export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`;

/** The declared routes of a freshly composed app. */
export async function appRoutes(): Promise<DeclaredRoute[]> {
  const t = await makeTestApp();
  try {
    return declaredRoutes(t.app);
  } finally {
    await t.close();
  }
}
