// Parsing request input with the shared zod schemas. Bad input is always a 400 in a sentence
// ("Pincode must be at most 12 characters.", "Password must be at least 6 characters long"),
// never a 500 from a throw deep inside a handler. Routes validate through their declaration
// (lib/openapi.ts); services that parse input of their own use `parseWith`.
import { sentenceError } from '@mcs/shared';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AppError } from './app-error.ts';

// Where a schema chose no message, zod words the issue with the shared sentences. Set here, where
// every validation of the API is described, for the whole process (zod keeps one configuration).
z.config({ customError: sentenceError });

/** The first issue's message, the same wording whether body, query or params failed. */
export function describeZodError(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.badRequest(describeZodError(result.error));
  return result.data;
}

export const INVALID_JSON = 'Request body must be valid JSON.';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Reads a JSON body once, before the route's validator, so text that is not JSON gets our 400
 * sentence rather than the validator's English. Hono keeps the body's text but parses it again
 * on every `json()`, so this request's `json()` answers what was parsed here: the validator asks
 * for it too, and a 1,000-visit push is not parsed twice (0.8 ms each time).
 */
export const readJsonBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (JSON_TYPE.test(type) && c.req.raw.body !== null) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch (error) {
      if (error instanceof SyntaxError) throw AppError.badRequest(INVALID_JSON);
      throw error;
    }
    const parsed = Promise.resolve(body);
    c.req.json = <T>() => parsed as Promise<T>;
  }
  await next();
};
