// What a client generator relies on, held for every operation the app serves (so a route another
// feature declares tomorrow is held too): a unique operationId, a security declaration, and the
// refusals its kind of route can answer, each with the error body.
import { describe, expect, it } from 'vitest';
import { operationIdOf } from '../lib/openapi-document.ts';
import { appRoutes } from '../test/declared-routes.ts';
import { makeTestApp } from '../test/test-app.ts';

type Response = { $ref?: string; headers?: Record<string, unknown>; content?: unknown };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-auth'?: string;
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response>; securitySchemes: Record<string, unknown> };
};

async function documentOf(publicUrl: string): Promise<Document> {
  const t = await makeTestApp({ env: { publicUrl } });
  try {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Document;
  } finally {
    await t.close();
  }
}

const doc = await documentOf('https://clinic.example.in');
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
);

/** The component a `$ref`'d answer points at. */
const refused = (operation: Operation, status: number) => {
  const ref = operation.responses[String(status)]?.$ref;
  return ref ? doc.components.responses[ref.split('/').pop()!] : undefined;
};

describe('the OpenAPI document as a contract', () => {
  it('names every operation with a unique camelCase operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/partners/applications/{id}/approve']?.['post']?.operationId).toBe(
      'postPartnersApplicationsByIdApprove',
    );
  });

  it('derives operationIds from method and path alone, so they stay stable', () => {
    expect(operationIdOf('get', '/.well-known/jwks.json')).toBe('getWellKnownJwksJson');
    expect(operationIdOf('get', '/api/partners/partner-visits.csv')).toBe(
      'getPartnersPartnerVisitsCsv',
    );
    expect(operationIdOf('get', '/uploads/{name}')).toBe('getUploadsByName');
  });

  it.each(operations)(
    '$key declares its security and the refusals its kind answers',
    ({ operation }) => {
      expect(operation.security, 'security').toBeInstanceOf(Array);
      const auth = operation['x-auth'];
      if (auth === 'public') expect(operation.security).toEqual([]);
      else {
        expect(operation.security!.length).toBeGreaterThan(0);
        for (const scheme of operation.security!.flatMap(Object.keys)) {
          expect(doc.components.securitySchemes).toHaveProperty(scheme);
        }
        expect(refused(operation, 401)?.content).toBeDefined();
        expect(refused(operation, 403)?.content).toBeDefined();
      }
      const hasInput =
        operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
      if (hasInput) expect(refused(operation, 400)?.content).toBeDefined();
      if (operation.requestBody) expect(refused(operation, 413)).toBeDefined();
      if ((operation.parameters ?? []).some((p) => p.in === 'path')) {
        expect(refused(operation, 404)).toBeDefined();
      }
      const idempotent = (operation.parameters ?? []).some(
        (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
      );
      if (idempotent) expect(refused(operation, 409)).toBeDefined();
      expect(refused(operation, 503)?.headers).toHaveProperty('Retry-After');
      expect(refused(operation, 431)).toBeDefined();
    },
  );

  it('says which routes are limited, with Retry-After and the RateLimit fields', () => {
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/partners/login', 'post'],
      ['/api/partners/verify', 'post'],
      ['/api/partners/visit', 'post'],
      ['/api/contact/submit', 'post'],
    ] as const) {
      const headers = refused(doc.paths[path]![method]!, 429)?.headers;
      expect(Object.keys(headers ?? {}), path).toEqual([
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ]);
    }
    // A route with no limit does not promise a 429.
    expect(doc.paths['/api/partners/stats']?.['get']?.responses['429']).toBeUndefined();
  });

  it('names the configured public URL as its server', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://clinic.example.in' })]);
  });
});

describe('what a client fills, described', () => {
  type Schema = { description?: string; properties?: Record<string, Schema>; examples?: unknown[] };
  const body = (path: string) =>
    (
      doc.paths[path]?.['post']?.requestBody as
        { content: Record<string, { schema: Schema }> } | undefined
    )?.content['application/json']?.schema;

  it('says a member signs in with email or phone, exactly one of them (oneOf)', () => {
    const login = body('/api/auth/login') as Schema & {
      oneOf?: { required?: string[]; properties?: Record<string, Schema> }[];
    };
    expect(login?.description).toMatch(/`email` or `phone`.*required/);
    // Each branch requires its identifier and does not offer the other one.
    expect(login?.oneOf?.map((branch) => branch.required)).toEqual([
      ['email', 'password'],
      ['phone', 'password'],
    ]);
    expect(Object.keys(login?.oneOf?.[0]?.properties ?? {})).not.toContain('phone');
    expect(Object.keys(login?.oneOf?.[1]?.properties ?? {})).not.toContain('email');
    expect(login?.examples).toHaveLength(1);
  });

  it('lists what a partner registration requires, in the order the server checks it', () => {
    const form = (
      doc.paths['/api/partners/register']?.['post']?.requestBody as {
        content: Record<string, { schema: { required: string[]; description: string } }>;
      }
    ).content['multipart/form-data']?.schema;
    expect(form?.required.slice(0, 4)).toEqual([
      'role',
      'responsibleName',
      'responsibleAge',
      'responsibleSex',
    ]);
    expect(form?.required).toEqual(
      expect.arrayContaining(['password', 'certificateFile', 'termsAccepted', 'standardDiscount']),
    );
    // Only a doctor or dentist needs these; nobody needs the legacy timings text or a website.
    for (const field of ['specialization', 'clinicPhotos', 'timings', 'website']) {
      expect(form?.required).not.toContain(field);
    }
    expect(form?.description).toContain('role, responsibleName, responsibleAge');
  });

  it('describes every field of a verify and a visit', () => {
    for (const path of ['/api/partners/verify', '/api/partners/visit']) {
      const fields = Object.entries(body(path)?.properties ?? {});
      expect(fields.length, path).toBeGreaterThan(0);
      for (const [name, field] of fields) expect(field.description, `${path} ${name}`).toBeTruthy();
    }
  });
});

type Field = {
  description?: string;
  properties?: Record<string, Field>;
  items?: Field;
  oneOf?: Field[];
  anyOf?: Field[];
  allOf?: Field[];
};

/** Every field a client fills in an operation, by a readable name, that carries no description. */
function undescribed(operation: Operation): string[] {
  const missing: string[] = [];
  const walk = (schema: Field | undefined, at: string) => {
    for (const [name, field] of Object.entries(schema?.properties ?? {})) {
      if (!field.description) missing.push(`${at}.${name}`);
      walk(field, `${at}.${name}`);
    }
    if (schema?.items) walk(schema.items, `${at}[]`);
    // Each shape a body may take (the member's sign-in by email or by phone, a sync item).
    for (const [i, branch] of [
      ...(schema?.oneOf ?? []),
      ...(schema?.anyOf ?? []),
      ...(schema?.allOf ?? []),
    ].entries()) {
      walk(branch, `${at}(${i})`);
    }
  };
  for (const parameter of operation.parameters ?? []) {
    if (!parameter.description) missing.push(`${parameter.in} ${parameter.name}`);
  }
  const content = (operation.requestBody as { content?: Record<string, { schema?: Field }> })
    ?.content;
  for (const [type, media] of Object.entries(content ?? {})) walk(media.schema, type);
  return missing;
}

describe('every field a client fills is described', () => {
  it.each(operations)('$key', ({ operation }) => {
    expect(undescribed(operation)).toEqual([]);
  });
});

describe('the examples in the document', () => {
  it('are bodies the server accepts', async () => {
    const checked: string[] = [];
    for (const route of await appRoutes()) {
      if (!route.body) continue;
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const body = (
        doc.paths[path]?.[route.method]?.requestBody as {
          content: Record<string, { schema: { examples?: unknown[] } }>;
        }
      ).content['application/json']?.schema;
      for (const example of body?.examples ?? []) {
        const parsed = route.body.safeParse(example);
        expect(parsed.error?.issues ?? [], `${route.method} ${path}`).toEqual([]);
        checked.push(`${route.method} ${path}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['post /api/partners/visit', 'post /api/auth/login']),
    );
  });
});
