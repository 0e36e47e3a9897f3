// Parsing request input with the shared zod schemas. Bad input is always a 400 naming the field
// ("pincode must be at most 12 characters.", "password: Password must be at least 6 characters
// long"), never a 500 from a throw deep inside a handler.
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { issueSentence } from './issue-sentence.ts';

/** The first issue as a sentence, the same wording whether body, query or params failed. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueSentence(issue) : 'Invalid request';
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.badRequest(describeZodError(result.error));
  return result.data;
}

const INVALID_JSON = 'Request body must be valid JSON.';

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw AppError.badRequest(INVALID_JSON);
  }
  return parseWith(schema, body);
}

/** For a body the client may leave out entirely (a reason nobody has to give): none reads as `{}`. */
export async function parseOptionalJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.trim() === '') return parseWith(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw AppError.badRequest(INVALID_JSON);
  }
  return parseWith(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}
