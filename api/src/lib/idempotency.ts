// `Idempotency-Key` on the POSTs that create something, applied per route after its guard:
//   createRoute({ ...access('partner'), middleware: [...guard, idempotent(deps, callerScope)] })
// A client that did not hear the answer (a dropped connection, a timeout) sends the request again
// with the same key and gets the first answer, status and body, instead of a second visit. Keys
// belong to a caller (an account, one API key, or for public routes an address), so two callers
// cannot collide. What was first sent is kept as a SHA-256 of the method, path and canonical JSON
// body: the same key with another request is a 409, as is a request while the first with its key
// is still running (one row per caller and key: the database admits only one). Only successes are
// kept: a refused request created nothing, so sending it again runs it again. Rows are kept 24
// hours and then deleted.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppDeps } from './deps.ts';
import type { Principal } from './principal.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
} from './idempotency.repo.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/** A first request still "running" after this long died with its process: its key is free again. */
export const IDEMPOTENCY_STALE_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;

export const BAD_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 1 to 255 visible characters (a UUID is a good choice).';
export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used with a different request. Please use a new key for a new request.';
export const IDEMPOTENCY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** Who a key belongs to: one API key, else the signed-in account. */
export function callerScope(principal: Principal): string {
  if (principal.role === 'partner' && principal.apiKeyId !== undefined)
    return `api-key:${principal.apiKeyId}`;
  return `${principal.role}:${principal.id}`;
}

/** The same JSON with its object keys in order, so `{a,b}` and `{b,a}` hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

async function requestHash(c: Context): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  // readJsonBody (validate.ts) has parsed a JSON body already; this reads that parse.
  const body = /json/i.test(type) ? JSON.stringify(canonical(await c.req.json())) : '';
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
}

/** What the route's handler may read: the caller's claim on its key, when one was sent. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
}

/**
 * A stable id derived from the caller's key, for a handler whose own store is idempotent on an
 * id (visits on their client id): even a process that died between storing and remembering the
 * answer cannot store twice.
 */
export function idFromClaim(claim: IdempotencyClaim): string {
  const hex = createHash('sha256').update(`${claim.scope}\n${claim.key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The middleware; `scopeOf` names the caller (run after the guard that established it). */
export function idempotent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  scopeOf: (c: Context) => string,
): MiddlewareHandler<{ Variables: { idempotency: IdempotencyClaim | undefined } }> {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      c.set('idempotency', undefined);
      return next();
    }
    if (!KEY_SHAPE.test(key)) throw AppError.badRequest(BAD_IDEMPOTENCY_KEY);
    const { db } = deps;
    const now = deps.now().getTime();
    const keptSince = new Date(now - IDEMPOTENCY_KEEP_MS).toISOString();
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      await deleteIdempotencyKeysBefore(db, keptSince);
    }
    const claim: IdempotencyClaim = { scope: scopeOf(c), key };
    const hash = await requestHash(c);
    const at = new Date(now).toISOString();

    if (!(await claimIdempotencyKey(db, { ...claim, requestHash: hash, at }))) {
      const row = await findIdempotencyKey(db, claim);
      const expired = row !== undefined && row.created_at < keptSince;
      const abandoned =
        row !== undefined &&
        row.response_status === null &&
        row.created_at < new Date(now - IDEMPOTENCY_STALE_MS).toISOString();
      if (row && !expired && !abandoned) {
        if (row.request_hash !== hash)
          throw new AppError(409, 'idempotency_mismatch', IDEMPOTENCY_MISMATCH);
        if (row.response_status === null || row.response_body === null)
          throw new AppError(409, 'idempotency_in_progress', IDEMPOTENCY_IN_PROGRESS);
        return c.body(row.response_body, row.response_status as 200, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        });
      }
      // Gone since the insert failed, expired, or left by a dead request: take it over once.
      const taken = row
        ? await takeOverIdempotencyKey(db, {
            ...claim,
            requestHash: hash,
            at,
            readCreatedAt: row.created_at,
          })
        : await claimIdempotencyKey(db, { ...claim, requestHash: hash, at });
      if (!taken) throw new AppError(409, 'idempotency_in_progress', IDEMPOTENCY_IN_PROGRESS);
    }

    c.set('idempotency', claim);
    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(db, claim);
      throw error;
    }
    const status = c.res.status;
    if (status >= 200 && status < 300) {
      const body = await c.res.clone().text();
      await completeIdempotencyKey(db, { ...claim, status, body });
    } else {
      await releaseIdempotencyKey(db, claim);
    }
  };
}

/** The header as the document describes it (request.headers of a route that takes it). */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'A key the client makes per request (a UUID): sent again with the same body within 24 hours, the first answer is replayed (header Idempotent-Replayed: true) and nothing is created twice; with another body, 409.',
    ),
});

type IdempotencyVariables = { idempotency: IdempotencyClaim | undefined };

/**
 * A signed-in route's guard followed by `idempotent`, keyed by whoever the guard let in: spread
 * as `middleware` after `...access(...)`.
 */
export function withIdempotency<V extends Record<string, unknown>>(
  guard: [MiddlewareHandler<{ Variables: V }>],
  deps: Pick<AppDeps, 'db' | 'now'>,
): [MiddlewareHandler<{ Variables: V }>, MiddlewareHandler<{ Variables: IdempotencyVariables }>] {
  return [
    guard[0],
    idempotent(deps, (c) => {
      const who = c.get('partner') ?? c.get('admin') ?? c.get('staff') ?? c.get('principal');
      if (!isPrincipal(who)) throw new Error('withIdempotency runs after a signed-in guard.');
      return callerScope(who);
    }),
  ];
}

const isPrincipal = (value: unknown): value is Principal =>
  typeof value === 'object' && value !== null && 'role' in value && 'id' in value;
