// Mounted at /api: serves the generated OpenAPI document. Built once per app; the registry is static.
import { Hono } from 'hono';
import { buildOpenApiDocument } from './document.ts';

export function openapiRoutes() {
  const document = buildOpenApiDocument();
  return new Hono().get('/openapi.json', (c) => c.json(document));
}
