// Reads a non-2xx answer's body with the shared error schema. Loaded on the first failed answer
// only (request.ts), after zod is jitless, so the public pages' script carries no zod.
import { errorBodySchema, type ErrorBody } from '@mcs/shared';

const messageOnlySchema = errorBodySchema.pick({ message: true });

export function readErrorBody(json: unknown): ErrorBody | undefined {
  const full = errorBodySchema.safeParse(json);
  if (full.success) return full.data;
  // A newer server may send a code this app does not know yet: its message still stands.
  const messageOnly = messageOnlySchema.safeParse(json);
  return messageOnly.success ? messageOnly.data : undefined;
}
