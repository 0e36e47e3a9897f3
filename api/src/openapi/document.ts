// Builds the OpenAPI 3.1 document from the route registry. Every schema in it comes from zod via
// z.toJSONSchema (OpenAPI 3.1 speaks JSON Schema 2020-12), so the document cannot drift from
// what the API actually validates and answers.
import { errorBodySchema } from '@mcs/shared';
import { z } from 'zod';
import { API_ROUTES } from './registry.ts';
import type { RouteAuth, RouteSpec } from './registry.ts';

type JsonSchema = Record<string, unknown>;

/** Requests are described as the client sends them (before defaults and transforms), answers as sent. */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: unknown;
}

function objectParameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, unknown>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** `/a/:id/b` -> `/a/{id}/b`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

const ROLE_NOTE: Record<RouteAuth, string> = {
  public: 'No sign-in needed.',
  optional: 'No sign-in needed; a token, when sent, must be valid.',
  member: 'Needs a member token.',
  partner: 'Needs an approved partner token.',
  admin: 'Needs an admin token.',
  'partner-or-admin': 'Needs an approved partner or an admin token.',
};

function security(auth: RouteAuth): unknown[] | undefined {
  if (auth === 'public') return undefined;
  if (auth === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

function requestBody(route: RouteSpec): unknown {
  if (!route.body) return undefined;
  if (route.multipart) {
    const fields = toJsonSchema(route.body, 'input');
    const properties = { ...((fields['properties'] ?? {}) as JsonSchema) };
    for (const file of route.multipart.files) {
      const binary = { type: 'string', format: 'binary', description: file.description };
      properties[file.name] = file.multiple
        ? { type: 'array', items: binary, description: file.description }
        : binary;
    }
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...fields, properties } } },
    };
  }
  return {
    required: !route.bodyOptional,
    content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } },
  };
}

function successContent(route: RouteSpec): unknown {
  if (route.binary) {
    return { [route.binary]: { schema: { type: 'string', format: 'binary' } } };
  }
  return route.response
    ? { 'application/json': { schema: toJsonSchema(route.response, 'output') } }
    : undefined;
}

function operation(route: RouteSpec): JsonSchema {
  const errorRef = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
  const op: JsonSchema = {
    operationId: `${route.method}${toOpenApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    summary: route.summary,
    description: ROLE_NOTE[route.auth],
    tags: [route.tag],
    'x-auth': route.auth,
    parameters: [
      ...objectParameters(route.params, 'path'),
      ...objectParameters(route.query, 'query'),
    ],
    responses: {
      [String(route.successStatus)]: { description: 'Success', content: successContent(route) },
      '4XX': { description: 'Refused: `{ message, code? }`', content: errorRef },
      '5XX': { description: 'Server error: `{ message, code? }`', content: errorRef },
    },
  };
  const body = requestBody(route);
  if (body) op['requestBody'] = body;
  const sec = security(route.auth);
  if (sec) op['security'] = sec;
  return op;
}

export function buildOpenApiDocument(routes: readonly RouteSpec[] = API_ROUTES): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MediCostSaver API',
      version: '1.0.0',
      description:
        'Healthcare discount membership: directory, partner desk, offline sync, admin and contact calls.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: toJsonSchema(errorBodySchema, 'output') },
    },
    paths,
  };
}
