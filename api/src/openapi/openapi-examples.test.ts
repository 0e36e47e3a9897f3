// The examples in the document, held to what they show: every operation has them (its request
// body's and its success answer's), and each one is valid against the schema it sits beside, both
// as JSON Schema (what an integrator's tools check, with a 2020-12 validator) and as the route's own
// zod schema (what the server checks). An example that drifts from its schema fails here.
import Ajv2020 from '@redocly/ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../test/declared-routes.ts';
import type { DeclaredRoute } from '../test/declared-routes.ts';
import { makeTestApp } from '../test/test-app.ts';

type Schema = Record<string, unknown> & { examples?: unknown[]; format?: string };
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  parameters?: { name: string; in: string; example?: unknown; schema?: Schema }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

const t = await makeTestApp({ env: { publicUrl: 'https://medicostsaver.in' } });
const doc = (await (await t.app.request('/api/openapi.json')).json()) as Document;
const routes = await appRoutes();
await t.close();

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
);

/** The examples a media type shows: its own `example`, named `examples`, or its schema's. */
function examplesOf(media: Media): unknown[] {
  return [
    ...(media.example === undefined ? [] : [media.example]),
    ...Object.values(media.examples ?? {}).map((example) => example.value),
    ...(media.schema?.examples ?? []),
  ];
}

const successes = (operation: Operation) =>
  Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));

/** A file answer (an image, a PDF) has no example to show as text. */
const isBinary = (media: Media) => media.schema?.format === 'binary';

/** What an operation shows no example of: its request body, or a success answer's media type. */
function withoutExample(operation: Operation): string[] {
  const missing: string[] = [];
  for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
    if (examplesOf(media).length === 0) missing.push(`request ${type}`);
  }
  for (const [status, answer] of successes(operation)) {
    for (const [type, media] of Object.entries(answer.content ?? {})) {
      if (!isBinary(media) && examplesOf(media).length === 0) missing.push(`${status} ${type}`);
    }
  }
  return missing;
}

/** Every example in an operation with the schema it must fit, by where it is. */
function examplesWithSchemas(operation: Operation) {
  const found: { at: string; schema: Schema; example: unknown }[] = [];
  const nested = (schema: unknown, at: string) => {
    if (Array.isArray(schema)) schema.forEach((item, i) => nested(item, `${at}/${i}`));
    else if (schema && typeof schema === 'object') {
      const record = schema as Schema;
      for (const example of record.examples ?? []) found.push({ at, schema: record, example });
      for (const [key, value] of Object.entries(record)) {
        if (key !== 'examples') nested(value, `${at}/${key}`);
      }
    }
  };
  const media = (content: Record<string, Media> | undefined, at: string) => {
    for (const [type, item] of Object.entries(content ?? {})) {
      if (!item.schema) continue;
      const own = [
        ...(item.example === undefined ? [] : [item.example]),
        ...Object.values(item.examples ?? {}).map((example) => example.value),
      ];
      for (const example of own) found.push({ at: `${at} ${type}`, schema: item.schema, example });
      nested(item.schema, `${at} ${type} schema`);
    }
  };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.schema && parameter.example !== undefined) {
      found.push({
        at: `${parameter.in} ${parameter.name}`,
        schema: parameter.schema,
        example: parameter.example,
      });
    }
    nested(parameter.schema, `${parameter.in} ${parameter.name} schema`);
  }
  media(operation.requestBody?.content, 'request');
  for (const [status, answer] of successes(operation)) media(answer.content, status);
  return found;
}

// Formats are left to the zod check below (the validator here has no format vocabulary kept).
const ajv = new Ajv2020({ strict: false, validateFormats: false });

/** The problems of `example` as JSON Schema sees them, refs resolved against the document. */
function jsonSchemaProblems(schema: Schema, example: unknown): string[] {
  const validate = ajv.compile({ ...schema, components: doc.components });
  if (validate(example)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

describe('examples in the OpenAPI document', () => {
  it.each(operations)(
    '$key shows an example of its request body and its answer',
    ({ operation }) => {
      expect(withoutExample(operation)).toEqual([]);
    },
  );

  it.each(operations)('$key: each example fits its schema', ({ operation }) => {
    const problems = examplesWithSchemas(operation).flatMap(({ at, schema, example }) =>
      jsonSchemaProblems(schema, example).map((problem) => `${at}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('catches an example that does not fit (a wrong type, a missing field)', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    } satisfies Schema;
    expect(jsonSchemaProblems(schema, { id: '1' })).toEqual([]);
    expect(jsonSchemaProblems(schema, { id: 1 })).not.toEqual([]);
    expect(jsonSchemaProblems(schema, {})).not.toEqual([]);
  });
});

/** The route a document operation was declared by. */
const declaration = (method: string, path: string): DeclaredRoute | undefined =>
  routes.find((r) => r.method === method && r.path === path.replace(/\{(\w+)\}/g, ':$1'));

describe("examples against the route's own schemas (what the server checks)", () => {
  it.each(operations)('$key', ({ key, operation }) => {
    const [method = '', path = ''] = key.split(' ');
    const route = declaration(method, path);
    expect(route, key).toBeDefined();
    const problems: string[] = [];
    const check = (
      schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } } | undefined,
      media: Media | undefined,
      at: string,
    ) => {
      if (!schema || !media) return;
      for (const example of examplesOf(media)) {
        const issues = schema.safeParse(example).error?.issues ?? [];
        if (issues.length > 0) problems.push(`${at}: ${JSON.stringify(issues)}`);
      }
    };
    check(route?.body, operation.requestBody?.content['application/json'], 'request');
    const [, answer] = successes(operation)[0] ?? [];
    check(route?.response, answer?.content?.['application/json'], 'answer');
    expect(problems).toEqual([]);
  });
});
