import { DEFAULT_CARD_ISSUER } from '@mcs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import { makeTestApp } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import type { Logger } from './lib/logger.ts';
import { documentedAccess, jsonAnswer, jsonBody, openApiRoutes } from './lib/openapi.ts';
import { readJsonBody } from './lib/validate.ts';

let t: TestApp;
afterEach(async () => t?.close());

describe('the API shell', () => {
  it('answers the health check with ok', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('tells the PWA whether this is a demo server, with the demo sign-ins only then', async () => {
    t = await makeTestApp();
    expect(await (await t.app.request('/api/config')).json()).toEqual({
      demo: false,
      cardIssuer: DEFAULT_CARD_ISSUER,
    });
    await t.close();
    t = await makeTestApp({ env: { demo: true } });
    expect(await (await t.app.request('/api/config')).json()).toMatchObject({
      demo: true,
      demoSignIns: { admin: { email: 'admin@demo.mcs', password: 'demo-admin-1' } },
    });
  });

  it("names this server's card issuer, so desk mode checks scanned cards against it", async () => {
    t = await makeTestApp({ env: { cardIssuer: 'https://cards.clinic-network.example' } });
    expect(await (await t.app.request('/api/config')).json()).toMatchObject({
      cardIssuer: 'https://cards.clinic-network.example',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('Not found') });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    t = await makeTestApp();
    const res = await t.request('POST', '/api/health', 'x'.repeat(1024 * 1024 + 10));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Request body is too large.' });
  });
});

describe('error handling', () => {
  const logged: unknown[][] = [];
  const recordingLogger: Logger = {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (...line) => logged.push(line),
  };
  const emailSchema = z.object({ email: z.email() });
  const app = openApiRoutes();
  app.use('*', readJsonBody);
  app
    .openapi(
      createRoute({
        method: 'post',
        path: '/echo',
        ...documentedAccess('public'),
        request: { body: jsonBody(emailSchema, { required: true }) },
        responses: { 200: jsonAnswer(emailSchema) },
      }),
      (c) => c.json(c.req.valid('json'), 200),
    )
    .get('/boom', () => {
      throw new Error('secret stack detail');
    })
    .get('/zod', () => {
      z.object({ age: z.number() }).parse({ age: 'x' });
      return new Response('unreachable');
    });
  app.onError(errorHandler(recordingLogger));
  app.notFound(notFoundHandler);

  it('names the field when the body fails its schema', async () => {
    const res = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Email /);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Request body must be valid JSON.' });
  });

  it('answers 415 in a sentence for a body that is not sent as JSON', async () => {
    const res = await app.request('/echo', { method: 'POST', body: '{"email":"a@b.in"}' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'Please send the request body as JSON (Content-Type: application/json).',
      code: 'unsupported_media_type',
    });
  });

  it('turns a thrown zod error into 400 naming the field', async () => {
    const res = await app.request('/zod');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Age /);
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'internal' });
    expect(text).not.toContain('secret');
    // The server keeps what the client does not see: one line naming the request, with the error.
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBe('GET /boom failed');
    expect(String(logged[0]?.[1])).toContain('secret stack detail');
  });

  it('logs nothing for a client mistake', async () => {
    logged.length = 0;
    await app.request('/echo', { method: 'POST', body: '{oops' });
    await app.request('/missing');
    expect(logged).toEqual([]);
  });
});
