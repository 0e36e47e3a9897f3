import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { buildOpenApiDocument, toOpenApiPath } from './document.ts';
import { API_ROUTES, routeKey } from './registry.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Operation = {
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: {
    required: boolean;
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; required?: string[] } }
    >;
  };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the route registry', () => {
  it('lists exactly the routes the app serves, each once', async () => {
    t = await makeTestApp();
    const served = new Set(
      t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    const listed = API_ROUTES.map(routeKey);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...served].sort()).toEqual([...listed].sort());
  });
});

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document with every route', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe('3.1.0');
    for (const route of API_ROUTES) {
      expect(doc.paths[toOpenApiPath(route.path)]?.[route.method], routeKey(route)).toBeDefined();
    }
  });

  it('describes bodies, queries, path ids and answers from the shared schemas', () => {
    const doc = buildOpenApiDocument() as unknown as Document;
    const submit = doc.paths['/api/contact/submit']?.['post'];
    const body = submit?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect(body?.required).not.toContain('userType');
    expect(body?.properties?.['userType']).toMatchObject({
      enum: ['member', 'doctor', 'pharmacy', 'diagnostic', 'general'],
    });
    expect(submit?.security).toBeUndefined();

    const users = doc.paths['/api/partners/all-users']?.['get'];
    expect(users?.parameters.map((p) => p.name)).toEqual(['page', 'limit', 'search']);
    expect(users?.security).toEqual([{ bearer: [] }]);
    const answer = users?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(answer?.properties ?? {})).toEqual(['users', 'pagination']);

    const approve = doc.paths['/api/partners/applications/{id}/approve']?.['post'];
    expect(approve?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);

    const reject = doc.paths['/api/partners/applications/{id}/reject']?.['post'];
    expect(reject?.requestBody?.required).toBe(false);
  });

  it('describes the partner registration as a multipart form with its files', () => {
    const doc = buildOpenApiDocument() as unknown as Document;
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
