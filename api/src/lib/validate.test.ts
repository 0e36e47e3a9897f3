import { createRoute } from '@hono/zod-openapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { AppError } from './app-error.ts';
import { documentedAccess, jsonAnswer, jsonBody, openApiRoutes, optionalBody } from './openapi.ts';
import { describeZodError, readJsonBody } from './validate.ts';

const reasonSchema = z.object({ reason: z.string().min(1).default('no reason given') });

// A one-route app with an optional JSON body, answering what the handler got, or the 400.
const app = openApiRoutes();
app.use('*', readJsonBody);
app
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      ...documentedAccess('public'),
      request: { body: jsonBody(reasonSchema, { required: false }) },
      responses: { 200: jsonAnswer(reasonSchema) },
    }),
    (c) => c.json(optionalBody(reasonSchema, c.req.valid('json')), 200),
  )
  .onError((error, c) =>
    error instanceof AppError
      ? c.json({ message: error.message }, 400)
      : c.json({ message: 'unexpected' }, 500),
  );

const send = (body?: string) =>
  app.request('/', {
    method: 'POST',
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

describe('an optional JSON body (one the client may leave out)', () => {
  it('reads no body as an empty object with its defaults', async () => {
    expect(await (await send()).json()).toEqual({ reason: 'no reason given' });
  });

  it('parses a body that is there', async () => {
    expect(await (await send('{"reason":"Phone lost"}')).json()).toEqual({ reason: 'Phone lost' });
  });

  it('refuses text that is not JSON, and JSON the schema refuses, with a 400 message', async () => {
    const notJson = await send('reason=lost');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Request body must be valid JSON.' });
    const empty = await send('{"reason":""}');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Reason must not be empty.' });
  });

  it('parses the body once, though the check and the validator both read it', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await send('{"reason":"Phone lost"}');
      expect(res.status).toBe(200);
      const ofBody = parse.mock.calls.filter(([text]) => text === '{"reason":"Phone lost"}');
      expect(ofBody).toHaveLength(1);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('describeZodError (the message of every 400 for bad input)', () => {
  const messageFor = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected the input to be refused');
    return describeZodError(result.error);
  };

  it('says what is wrong with a field in a sentence naming it, not in zod wording', () => {
    const form = z.object({
      pincode: z.string().max(12),
      name: z.string().min(1),
      code: z.string().min(4),
      age: z.number().int().min(0).max(130),
      email: z.email(),
      role: z.enum(['doctor', 'dentist']),
      photos: z.array(z.string()).max(6),
    });
    const valid = {
      pincode: '560038',
      name: 'Asha',
      code: 'ABCD',
      age: 40,
      email: 'asha@example.in',
      role: 'doctor',
      photos: [],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ pincode: '1234567890123' }, 'Pincode must be at most 12 characters.'],
      [{ name: '' }, 'Name must not be empty.'],
      [{ code: 'AB' }, 'Code must be at least 4 characters.'],
      [{ age: 131 }, 'Age must be at most 130.'],
      [{ age: 1.5 }, 'Age must be a whole number.'],
      [{ age: 'forty' }, 'Age must be a number.'],
      [{ age: undefined }, 'Age is required.'],
      [{ email: 'nope' }, 'Email must be a valid email address.'],
      [{ role: 'vet' }, 'Role must be one of: doctor, dentist.'],
      [{ photos: Array.from({ length: 7 }, () => 'p.png') }, 'Photos must have at most 6 items.'],
    ];
    for (const [change, message] of cases) {
      expect(messageFor(form, { ...valid, ...change })).toBe(message);
    }
  });

  it('says "1 item" and "1 character", and words letter case and date limits in plain words', () => {
    const form = z.object({
      tags: z.array(z.string()).min(1).max(1).optional(),
      initial: z.string().length(1).optional(),
      code: z.string().lowercase().optional(),
      state: z.string().uppercase().optional(),
      visitedOn: z.date().min(new Date('2026-01-01')).max(new Date('2026-12-31')).optional(),
      seenAt: z.date().max(new Date('2026-06-01T09:30:00.000Z')).optional(),
    });
    const valid = {};
    const cases: [Record<string, unknown>, string][] = [
      [{ tags: [] }, 'Tags must have at least 1 item.'],
      [{ tags: ['a', 'b'] }, 'Tags must have at most 1 item.'],
      [{ initial: 'AB' }, 'Initial must be exactly 1 character.'],
      [{ code: 'MCS' }, 'Code must be in lower case.'],
      [{ state: 'ka' }, 'State must be in upper case.'],
      [{ visitedOn: new Date('2025-12-31') }, 'Visited on must be on or after 2026-01-01.'],
      [{ visitedOn: new Date('2027-01-01') }, 'Visited on must be on or before 2026-12-31.'],
      [
        { seenAt: new Date('2026-06-02') },
        'Seen at must be on or before 2026-06-01T09:30:00.000Z.',
      ],
    ];
    for (const [change, message] of cases) {
      expect(messageFor(form, { ...valid, ...change })).toBe(message);
    }
  });

  it('names a nested field by its own name, and the request itself when it is the wrong shape', () => {
    const family = z.object({ family: z.array(z.object({ age: z.number().min(0) })) });
    expect(messageFor(family, { family: [{ age: -1 }] })).toBe('Age must be at least 0.');
    expect(messageFor(family, [])).toBe('The request must be an object.');
  });

  it('keeps a message the schema chose as it is, with no field name before it', () => {
    const schema = z.object({
      password: z.string().min(6, 'Password must be at least 6 characters long'),
    });
    expect(messageFor(schema, { password: '123' })).toBe(
      'Password must be at least 6 characters long',
    );
  });
});

describe('bad input on real routes', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers an empty sync batch and a malformed record id with a sentence', async () => {
    t = await makeTestApp();
    const { headers: partner } = await t.signIn.partner();
    const push = await t.request('POST', '/api/sync/push', { mutations: [] }, partner);
    expect(push.status).toBe(400);
    expect(await push.json()).toMatchObject({ message: 'Mutations must have at least 1 item.' });

    const { headers: admin } = await t.signIn.admin();
    const status = await t.request(
      'PUT',
      '/api/contact/queries/abc/status',
      { status: 'resolved' },
      admin,
    );
    expect(status.status).toBe(400);
    expect(await status.json()).toMatchObject({
      message: 'The record id must be a positive whole number.',
    });
  });
});
