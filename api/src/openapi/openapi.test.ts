// The OpenAPI document is generated from the routes' declarations. These tests hold it to the app:
// it lists exactly the routes the app serves, and every answer it promises is the answer a real
// request gets (each route driven with a valid request, its body parsed with the declared schema).
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteAuth } from '../lib/openapi.ts';
import { appRoutes, routeKey } from '../test/declared-routes.ts';
import type { DeclaredRoute } from '../test/declared-routes.ts';
import { SAMPLES, makeWorld } from '../test/matrix-samples.ts';
import type { Role, World } from '../test/matrix-samples.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

const API_ROUTES = await appRoutes();

let t: TestApp | undefined;
let world: World | undefined;
afterEach(async () => {
  await t?.close();
  await world?.t.close();
  t = undefined;
  world = undefined;
});

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};
type Operation = {
  description?: string;
  security?: unknown[];
  'x-auth'?: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function servedDocument(): Promise<Document> {
  t = await makeTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

/** `/a/{id}/b` -> `/a/:id/b`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing exactly the routes the app serves, each once', async () => {
    const doc = await servedDocument();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${honoPath(path)}`),
    );
    // Hono lists a route once per handler (guards, validators); each route counts once.
    const served = [
      ...new Set(
        t!.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(documented.sort()).toEqual(served.sort());
    const declared = API_ROUTES.map(routeKey);
    expect(new Set(declared).size, 'each route declared once').toBe(declared.length);
    expect(declared.sort()).toEqual(served.sort());
  });

  it('documents who may call each route: role note, security, x-auth', async () => {
    const doc = await servedDocument();
    const submit = doc.paths['/api/contact/submit']?.['post'];
    expect(submit).toMatchObject({ 'x-auth': 'public' });
    expect(submit?.description).toContain('No sign-in needed.');
    // An empty list, not an absent one: a generator then sends no credential.
    expect(submit?.security).toEqual([]);
    const users = doc.paths['/api/partners/all-users']?.['get'];
    expect(users).toMatchObject({ 'x-auth': 'admin' });
    expect(users?.description).toContain('Needs an admin token.');
    expect(users?.security).toEqual([{ bearer: [] }]);
    const upload = doc.paths['/uploads/{name}']?.['get'];
    expect(upload?.security).toEqual([{}, { bearer: [] }]);
    expect(doc).toMatchObject({
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    });
    expect(users?.responses['4XX']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
  });

  it('describes bodies, queries, path ids and answers from the shared schemas', async () => {
    const doc = await servedDocument();
    const submit = doc.paths['/api/contact/submit']?.['post'];
    const body = submit?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect(body?.required).not.toContain('userType');
    expect(body?.properties?.['userType']).toMatchObject({
      enum: ['member', 'doctor', 'pharmacy', 'diagnostic', 'general'],
    });

    const users = doc.paths['/api/partners/all-users']?.['get'];
    expect(users?.parameters?.map((p) => p.name)).toEqual(['page', 'limit', 'search']);
    const answer = users?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(answer?.properties ?? {})).toEqual(['users', 'pagination']);

    const approve = doc.paths['/api/partners/applications/{id}/approve']?.['post'];
    expect(approve?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const reject = doc.paths['/api/partners/applications/{id}/reject']?.['post'];
    expect(reject?.requestBody?.required).toBe(false);
  });

  it('describes the partner registration as a multipart form with its files', async () => {
    const doc = await servedDocument();
    const form =
      doc.paths['/api/partners/register']?.['post']?.requestBody?.content['multipart/form-data']
        ?.schema;
    expect(form?.properties).toMatchObject({
      responsibleName: { type: 'string' },
      certificateFile: { type: 'string', format: 'binary' },
      clinicPhotos: { type: 'array', items: { format: 'binary' } },
    });
  });
});

/** A caller each kind of access lets through. */
const CALLER: Record<RouteAuth, Role> = {
  public: 'none',
  optional: 'none',
  member: 'member',
  partner: 'partner',
  // The partner's way through; the role matrix calls it as a member too.
  'member-or-partner': 'partner',
  admin: 'admin',
  'partner-or-admin': 'partner',
  'signed-in': 'member',
};

async function send(w: World, route: DeclaredRoute): Promise<Response> {
  const sample = SAMPLES[routeKey(route)];
  if (!sample) throw new Error(`no sample request for ${routeKey(route)} in matrix-samples.ts`);
  const request = await sample(w, CALLER[route.auth]);
  const headers: Record<string, string> = { ...w.headers[CALLER[route.auth]] };
  let body: FormData | string | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  return w.t.app.request(request.path, { method: route.method.toUpperCase(), headers, body });
}

describe('every documented answer is the answer a real request gets', () => {
  it.each(API_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s',
    async (_key, route) => {
      world = await makeWorld();
      const res = await send(world, route);
      expect(res.status, await res.clone().text()).toBe(route.successStatus);
      const type = res.headers.get('content-type') ?? '';
      if (route.response) {
        expect(type).toMatch(/^application\/json/);
        const parsed = route.response.safeParse(await res.json());
        expect(parsed.error?.issues ?? [], 'the answer fits the declared schema').toEqual([]);
      } else {
        // A binary answer: its media type is one the declaration names.
        const declared = route.answerTypes.map(
          (media) => new RegExp(`^${media.replace('*', '.*')}`),
        );
        expect(route.answerTypes).not.toEqual([]);
        expect(
          declared.some((pattern) => pattern.test(type)),
          type,
        ).toBe(true);
      }
    },
  );
});
