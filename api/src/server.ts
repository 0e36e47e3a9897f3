// The server entry: compiled to api/dist/server.js (npm run build; npm run serve runs it with
// node), or run from source with tsx (npm run dev, the e2e and chaos tests). Opens the database,
// migrates, seeds the demo data when DEMO is on (never with NODE_ENV=production), and serves the
// API plus the built PWA.
// `startServer` is also what tests call, on port 0, in-process.
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { dialectOf, migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_SIGN_INS, demoAdminPresent, seedDemo } from './seed/index.ts';
import { loadEnv } from './env.ts';
import type { Env } from './env.ts';
import { answerClientError } from './lib/client-error.ts';
import { buildDeps } from './lib/deps.ts';
import { availabilityLog } from './lib/error-handler.ts';
import { createLogger } from './lib/logger.ts';
import { cardSigningKeys } from './features/cards/card-keys.service.ts';
import { MailSender } from './features/mail/mail.service.ts';
import { startReminderScheduler } from './features/reminders/reminder-scheduler.ts';
import { createWebhookDispatcher } from './features/webhooks/webhook-dispatcher.ts';
import { directoryIndexUpkeep } from './features/partners/directory-index-upkeep.ts';
import { memoryIndexOf } from './features/partners/directory-memory-index.ts';
import { directoryVersion } from './features/sync/sync-pull.service.ts';
import type { AppDeps } from './lib/deps.ts';

export interface StartOptions {
  port?: number;
  dataDir?: string;
  demo?: boolean;
  /** Any other Env field (jwtSecret, logLevel, adminInviteCode, pwaDist...). */
  env?: Partial<Env>;
  /** Parts of AppDeps to replace (a clock, small login limits). */
  deps?: Partial<Omit<AppDeps, 'env' | 'db'>>;
  /** Print the URL and demo sign-ins (the CLI entry does; tests don't). */
  announce?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close(): Promise<void>;
}

function announcement(url: string, demo: boolean): string {
  const lines = [`[mcs] MediCostSaver is running at ${url}`];
  if (demo) {
    const { admin, member, partner, adminInviteCode } = DEMO_SIGN_INS;
    lines.push(
      '[mcs] Demo sign-ins:',
      `[mcs]   admin    ${admin.email} / ${admin.password}   (${url}/admin/login)`,
      `[mcs]   member   ${member.email} / ${member.password}   (${url}/login)`,
      `[mcs]   partner  ${partner.email} / ${partner.password}   (${url}/partner/login)`,
      `[mcs]   admin invite code  ${adminInviteCode}`,
    );
  }
  return lines.join('\n');
}

// The demo admin's password is printed in the README: a production server that held it would
// hand the console to anyone, so it refuses to start instead of quietly carrying on.
const DEMO_IN_PRODUCTION =
  'DEMO is on with NODE_ENV=production, and demo sign-ins are public: unset DEMO for production (a demo runs without NODE_ENV=production).';
const DEMO_DATA_IN_PRODUCTION = `This database holds the demo admin ${DEMO_SIGN_INS.admin.email}, whose password is public: NODE_ENV=production does not start on demo data (use a fresh database, or run the demo without NODE_ENV=production).`;

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = loadEnv({
    ...options.env,
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.demo !== undefined ? { demo: options.demo } : {}),
  });
  if (env.production && env.demo) throw new Error(DEMO_IN_PRODUCTION);
  mkdirSync(env.dataDir, { recursive: true });
  const logger = options.deps?.logger ?? createLogger(env.logLevel);
  const db = openDatabase(env, { onAvailability: availabilityLog(logger) });
  await migrateToLatest(db, dialectOf(env));
  if (env.production && (await demoAdminPresent(db))) {
    await db.destroy();
    throw new Error(DEMO_DATA_IN_PRODUCTION);
  }
  let deps = buildDeps(env, db, { ...options.deps, logger });
  mkdirSync(deps.uploadsDir, { recursive: true });
  if (env.uploadsS3) deps.logger.info(`Uploaded documents are kept in ${deps.files.description}.`);
  if (env.demo && (await seedDemo(deps)) === 'refused') {
    // Demo mode on someone's real data would publish working sample credentials and accept the
    // demo invite code: it stays off there.
    deps.logger.warn(
      'DEMO is on but the database already holds accounts: no demo data was added and demo mode is off. Set DEMO=0 to silence this.',
    );
    deps = { ...deps, env: { ...env, demo: false } };
  }
  // The card signing key is made (or read) now, so a damaged key file stops the start, and its
  // public half is recorded for every instance's JWKS.
  await cardSigningKeys(deps);

  const webAppDir = existsSync(env.pwaDist) ? env.pwaDist : undefined;
  if (!webAppDir)
    deps.logger.warn(`No built PWA at ${env.pwaDist}: serving the API only (run npm run build).`);
  const app = createApp(deps, { webAppDir });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s));
    s.once('error', reject);
    // Requests Node refuses itself (oversized headers...) answer JSON too, not an empty body.
    s.on('clientError', answerClientError);
  });
  const port = (server.address() as AddressInfo).port;
  // Every instance sends queued e-mail; the queue's leases keep two from sending one message.
  const mailSender = new MailSender({
    db,
    transport: deps.mail,
    from: env.mailFrom,
    logger: deps.logger,
    now: deps.now,
  });
  mailSender.start();
  // Expiry reminders: every instance runs the scheduler; the database lets one send each.
  const reminders = startReminderScheduler(deps);
  if (!env.smtpUrl) deps.logger.info(`No SMTP_URL: e-mail is written to ${deps.mail.description}.`);
  // Every instance delivers queued webhooks; the queue's leases keep two from sending one try.
  const webhooks = createWebhookDispatcher(deps);
  webhooks.start();
  // The search index's upkeep waits until the server is answering: no answer needs it first.
  const directoryIndex = directoryIndexUpkeep(deps);
  directoryIndex.start();
  // The directory's in-memory search is built now that the server answers (SQL answers until it
  // is ready), not when the first member searches: their first searches get it too.
  let closed = false;
  if (env.database.kind === 'sqlite')
    void directoryVersion(deps)
      .then((version) => memoryIndexOf(db).build(version))
      .catch((error: unknown) => {
        // The next search builds it again.
        if (!closed)
          deps.logger.warn(
            `directory search index put off: ${error instanceof Error ? error.message : String(error)}`,
          );
      });
  const url = `http://localhost:${port}`;

  // What the command line prints for a person, not a log line: LOG_LEVEL does not hide it.
  if (options.announce) console.log(announcement(url, deps.env.demo));

  return {
    url,
    port,
    deps,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; the process is going away anyway.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await reminders.stop();
      await mailSender.stop();
      await webhooks.stop();
      await directoryIndex.stop();
      await db.destroy();
    },
  };
}

/** The one line a person reads when the server cannot start; a taken port names the fix. */
export function startFailure(error: unknown): string {
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    const port = 'port' in error ? String(error.port) : 'PORT';
    return `Port ${port} is already in use. Set PORT to a free port.`;
  }
  return `[mcs] could not start: ${error instanceof Error ? error.message : String(error)}`;
}

const isEntry =
  process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isEntry) {
  startServer({ announce: true })
    .then((running) => {
      const stop = (signal: string) => {
        running.deps.logger.info(`${signal}: shutting down`);
        running.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    })
    .catch((error: unknown) => {
      console.error(startFailure(error));
      process.exit(1);
    });
}
