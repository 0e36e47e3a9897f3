// A light reading of a server's answer where the shared zod schemas would cost too much: zod and
// the schemas are about a quarter of a member's first visit (offline/member-answers.ts). A shape
// names a check for every field of the type (the typecheck fails when the type gains a field the
// shape does not name), so a field renamed, dropped or of another kind is caught, as the schema
// would catch it; what the value must further be (a pattern, a range) is left to the server.

export type Check = (value: unknown) => boolean;

export const text: Check = (value) => typeof value === 'string';
export const count: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const flag: Check = (value) => typeof value === 'boolean';

/** Exactly `expected`, for a literal field. */
export const exactly =
  (expected: string): Check =>
  (value) =>
    value === expected;

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

export const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A check of an object of type T: one check per field, every field named. */
export function shape<T extends object>(fields: { [K in keyof T]-?: Check }): Check {
  const entries = Object.entries(fields) as [string, Check][];
  return (value) => isRecord(value) && entries.every(([key, check]) => check(value[key]));
}

/** Reads `answer` as a T when it passes `check`, else undefined. */
export const readAs =
  <T>(check: Check) =>
  (answer: unknown): T | undefined =>
    check(answer) ? (answer as T) : undefined;
