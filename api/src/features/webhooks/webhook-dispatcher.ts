// Delivers the webhook queue: claims due deliveries with a lease (webhooks.repo.ts), POSTs each
// signed, records the try, and settles it: delivered on a 2xx, else tried again later (1 min,
// 5 min, 30 min, 2 h, 12 h, each give or take a tenth so a burst of failures does not come back
// at once), then given up as failed. Every try of an event sends the same body under the same
// webhook-id, so a receiver that saw it already can tell. A crash between the POST and the record
// leaves the lease to run out and the try to be made again: at least once, never at most once.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AppDeps } from '../../lib/deps.ts';
import { publicOnlyLookup, WebhookAddressError, webhookAddressProblem } from './webhook-address.ts';
import type { ResolveHost } from './webhook-address.ts';
import { signedHeaders } from './webhook-signature.ts';
import {
  claimDueDeliveries,
  forgetSettledDeliveries,
  insertAttempt,
  settleTry,
} from './webhooks.repo.ts';
import type { ClaimedDelivery } from './webhooks.repo.ts';

/** Waits after the 1st, 2nd... failed try; after the last, the delivery is given up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
/** Each wait is moved by up to this share either way. */
const JITTER = 0.1;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries one claim takes; the rest wait for the next round. */
const BATCH = 10;
/** Longer than a try can take, so a live sender never loses its lease mid-try. */
const LEASE_MS = DELIVERY_TIMEOUT_MS * 6;
const POLL_MS = 5_000;
/**
 * Settled deliveries and their tries are kept this long, then deleted: the dashboard shows the
 * latest few, and a busy clinic's visits would otherwise grow the queue for ever.
 */
export const KEEP_SETTLED_MS = 30 * 24 * 3_600_000;
/** How often a dispatcher deletes what is past keeping. */
const FORGET_EVERY_MS = 3_600_000;
/** What of an error is kept in the log. */
const ERROR_CHARS = 300;

export interface DispatcherOptions {
  /** 0 to 1, for the jitter; tests pin it. */
  random?: () => number;
  timeoutMs?: number;
  resolve?: ResolveHost;
  pollMs?: number;
}

export interface WebhookDispatcher {
  /** Claims what is due now and tries each; answers how many were tried. */
  runOnce(): Promise<number>;
  /** Runs a round every few seconds until `stop`. */
  start(): void;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

type Deps = Pick<AppDeps, 'db' | 'now' | 'env' | 'logger'>;

interface TryOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** The wait before the next try after `attempts` failed ones; undefined once they are used up. */
export function retryDelay(attempts: number, random: () => number): number | undefined {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 + JITTER * (random() * 2 - 1)));
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${timeoutMs / 1000} s.`;
  // Refused by the address check at connection time: its words are for the partner.
  if (error instanceof WebhookAddressError) return error.message;
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string'
      ? `${error.code}: `
      : '';
  const message = error instanceof Error ? error.message : String(error);
  return `${code}${message}`.slice(0, ERROR_CHARS);
}

/**
 * POSTs `body` to `url` and answers the status. The connection resolves the host through
 * `lookup` (the address check), and no redirect is followed: it could lead anywhere, past it.
 */
function postTo(
  url: string,
  init: {
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    lookup: LookupFunction;
  },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup: init.lookup,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        // Only the status matters; the body is let go so the connection is freed.
        res.on('error', () => {});
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export function createWebhookDispatcher(
  deps: Deps,
  options: DispatcherOptions = {},
): WebhookDispatcher {
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let forgotAt = -Infinity;

  async function post(delivery: ClaimedDelivery, at: Date): Promise<TryOutcome> {
    const rules = {
      allowLocal: deps.env.webhooksAllowLocal,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    };
    // Checked again at each try: the name may point somewhere else since it was registered.
    const problem = await webhookAddressProblem(delivery.url, rules);
    if (problem) return { ok: false, statusCode: null, error: problem };
    try {
      const status = await postTo(delivery.url, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'MediCostSaver-Webhooks/1',
          ...signedHeaders(delivery.secret, delivery.event_id, at, delivery.body),
        },
        body: delivery.body,
        timeoutMs,
        lookup: publicOnlyLookup(rules),
      });
      const ok = status >= 200 && status < 300;
      return { ok, statusCode: status, error: ok ? null : `HTTP ${status}` };
    } catch (error) {
      return { ok: false, statusCode: null, error: describeFailure(error, timeoutMs) };
    }
  }

  async function attempt(delivery: ClaimedDelivery, owner: string): Promise<void> {
    const at = deps.now();
    const started = performance.now();
    const outcome = await post(delivery, at);
    const durationMs = Math.round(performance.now() - started);
    const attempts = delivery.attempts + 1;
    const delay = outcome.ok ? undefined : retryDelay(attempts, random);
    const status = outcome.ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const settledAt = status === 'pending' ? null : deps.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await insertAttempt(trx, {
        delivery_id: delivery.id,
        endpoint_id: delivery.endpoint_id,
        attempted_at: at.toISOString(),
        status_code: outcome.statusCode,
        duration_ms: durationMs,
        error: outcome.error,
        ok: outcome.ok ? 1 : 0,
      });
      await settleTry(trx, delivery.id, owner, {
        status,
        attempts,
        nextAttemptAt: new Date(at.getTime() + (delay ?? 0)).toISOString(),
        settledAt,
      });
    });
  }

  async function round(): Promise<number> {
    const now = deps.now();
    if (now.getTime() - forgotAt >= FORGET_EVERY_MS) {
      forgotAt = now.getTime();
      await forgetSettledDeliveries(
        deps.db,
        new Date(now.getTime() - KEEP_SETTLED_MS).toISOString(),
      );
    }
    const owner = randomUUID();
    const claimed = await claimDueDeliveries(deps.db, {
      owner,
      nowIso: now.toISOString(),
      leaseUntilIso: new Date(now.getTime() + LEASE_MS).toISOString(),
      limit: BATCH,
    });
    await Promise.all(claimed.map((delivery) => attempt(delivery, owner)));
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    // One round at a time in a process: a tick never overlaps a round still sending.
    running ??= round().finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) =>
          deps.logger.warn(
            `Webhook delivery round failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(schedule);
    }, options.pollMs ?? POLL_MS);
    // Waiting for the next round must not keep the process alive on its own.
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
