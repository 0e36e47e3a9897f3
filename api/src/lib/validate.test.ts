import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseOptionalJson } from './validate.ts';

const reasonSchema = z.object({ reason: z.string().min(1).default('no reason given') });

// A one-route app answering what parseOptionalJson made of the body, or the 400 it threw.
const app = new Hono()
  .post('/', async (c) => c.json(await parseOptionalJson(c, reasonSchema)))
  .onError((error, c) =>
    error instanceof AppError
      ? c.json({ message: error.message }, 400)
      : c.json({ message: 'unexpected' }, 500),
  );

const send = (body?: string) => app.request('/', { method: 'POST', body });

describe('parseOptionalJson (a body the client may leave out)', () => {
  it('reads no body, or only white space, as an empty object with its defaults', async () => {
    expect(await (await send()).json()).toEqual({ reason: 'no reason given' });
    expect(await (await send('  \n')).json()).toEqual({ reason: 'no reason given' });
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
    expect(((await empty.json()) as { message: string }).message).toMatch(/^reason: /);
  });
});
