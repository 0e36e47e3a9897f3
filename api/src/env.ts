// The only module that reads process.env. Everything else receives a typed `Env`, so tests can
// build one with `loadEnv({ ... })` and never touch the real environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_CARD_ISSUER, DEFAULT_MAX_BILL_AMOUNT } from '@mcs/shared';
import type { S3StoreConfig } from './lib/file-store.ts';

/** Repository root: api/src/env.ts -> ../.. (not the working directory, which varies by script). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `https://billing.clinic.in` yes; a path, a trailing slash or `*` no (a browser sends exactly this). */
function isOrigin(text: string): boolean {
  try {
    return new URL(text).origin === text;
  } catch {
    return false;
  }
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'on' || v === 'yes');

const rawEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  // The address to listen on: every interface by default, 127.0.0.1 to keep it to this machine.
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(sqlite:|file:|postgres:\/\/|postgresql:\/\/)/,
      'must start with sqlite:, file: or postgres://',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Session length in seconds; a week keeps a clinic counter signed in across shifts.
  JWT_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  ADMIN_INVITE_CODE: z.string().min(1).optional(),
  // Demo data only when asked for: `npm start` and `npm run dev` ask (DEMO=1 in their scripts),
  // the server alone does not, so a start that forgets a variable never publishes a working
  // admin sign-in.
  DEMO: flag.default(false),
  // `production` forbids demo data outright (the server refuses to start on it).
  NODE_ENV: z.string().optional(),
  // Card signing key (ES256 private JWK as JSON text, or an array of them newest first for a
  // rotation); generated into DATA_DIR when absent.
  CARD_PRIVATE_JWK: z.string().min(1).optional(),
  // Printed into every card: a long one leaves the QR no room for the family (card-fit.ts).
  CARD_ISSUER: z
    .string()
    .trim()
    .min(1)
    .max(60, 'must be at most 60 characters: every member card QR carries it')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Behind one reverse proxy the socket is the proxy's; only then may X-Forwarded-For be believed.
  TRUST_PROXY: flag.default(false),
  // Visits one partner may record per day (India time), online and pushed together: a runaway or
  // hostile desk cannot flood the visit table. A busy clinic records well under the default.
  MAX_VISITS_PER_PARTNER_PER_DAY: z.coerce.number().int().positive().default(500),
  // The largest bill one visit may record (rupees); a bigger one is refused with the reason. The
  // visit schema's own limit (₹1 crore) bounds it.
  MAX_BILL_AMOUNT: z.coerce
    .number()
    .positive()
    .max(10_000_000, 'must be at most 10000000 (₹1 crore)')
    .default(DEFAULT_MAX_BILL_AMOUNT),
  // Partner registrations read at once (each holds up to one 5 MB file in memory while it is
  // checked); one more is answered 503 with Retry-After at once. Eight keep a flood of large
  // forms within some 50 MB and still let real applicants through one after another.
  MAX_UPLOADS_AT_ONCE: z.coerce.number().int().positive().default(8),
  // Uploaded documents in an S3-compatible bucket instead of DATA_DIR/uploads, so that several
  // instances read the same files. Credentials: the AWS SDK's usual AWS_* variables.
  UPLOADS_S3_BUCKET: z.string().trim().min(1).optional(),
  UPLOADS_S3_ENDPOINT: z.url('must be a URL such as http://127.0.0.1:9000').optional(),
  UPLOADS_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  UPLOADS_S3_FORCE_PATH_STYLE: flag.default(false),
  UPLOADS_S3_PREFIX: z.string().default('uploads/'),
  // Webhook endpoints on this machine or a private network (and plain http://): for development
  // and tests only. Off, a partner cannot point the server at an address inside its own network.
  WEBHOOKS_ALLOW_LOCAL: flag.default(false),
  // Where e-mail leaves: smtp://user:pass@host:587 or smtps://...:465. Without it (the demo)
  // every message is written to DATA_DIR/mail as an .eml file instead.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('MediCostSaver <no-reply@medicostsaver.in>'),
  // The address people open the app at, for the links in e-mails (set-password, sign-in).
  PUBLIC_URL: z.url('must be a URL such as https://medicostsaver.in').optional(),
  // The business's UPI ID members pay renewals to (name@bank); renewal by UPI is off without it.
  UPI_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,64}$/, 'must be a UPI ID such as medicostsaver@okaxis')
    .optional(),
  // Who push services may contact about our notifications (a mailto: or https: address).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .default('mailto:no-reply@medicostsaver.in'),
  // Origins (scheme://host[:port], comma-separated) whose browser-based software may call /api/*,
  // e.g. a clinic's web billing system. None by default: only the app's own pages call the API.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every(isOrigin),
      'must be origins such as https://billing.clinic.in, comma-separated',
    ),
});

export interface Env {
  port: number;
  host: string;
  /** Absolute path of the data directory (database, uploads, keys). */
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  jwtSecret: string;
  jwtTtlSeconds: number;
  adminInviteCode: string | undefined;
  demo: boolean;
  /** NODE_ENV=production: demo data (asked for, or found in the database) stops the start. */
  production: boolean;
  cardPrivateJwk: string | undefined;
  cardIssuer: string;
  logLevel: LogLevel;
  /** Take the client address from X-Forwarded-For's last hop (the proxy's view), not the socket. */
  trustProxy: boolean;
  /** Visits one partner may record per India-time day; more are refused (429 / rejected). */
  maxVisitsPerPartnerPerDay: number;
  /** The largest bill one visit may record, in rupees; more is refused (400 / rejected). */
  maxBillAmount: number;
  /** Registration forms read at once; one more is refused 503 (busy) before a byte is read. */
  maxUploadsAtOnce: number;
  /** Absolute path of the built PWA served by the API. */
  pwaDist: string;
  /** The bucket for uploaded documents; DATA_DIR/uploads when absent. */
  uploadsS3: S3StoreConfig | undefined;
  /** Webhook endpoints may be http:// and loopback or private addresses (development, tests). */
  webhooksAllowLocal: boolean;
  /** SMTP server for outgoing mail; undefined writes .eml files to DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Origin of the links in e-mails, without a trailing slash. */
  publicUrl: string;
  /** The UPI ID renewals are paid to; undefined turns renewal by UPI off. */
  upiId: string | undefined;
  /** The VAPID `sub` claim of Web Push requests. */
  vapidSubject: string;
  /** Browser origins given CORS access to /api/* (exact match); empty: none. */
  corsOrigins: string[];
}

function resolveDataDir(dir: string): string {
  return isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir);
}

function resolveDatabase(url: string | undefined, dataDir: string): Env['database'] {
  if (!url) return { kind: 'sqlite', file: join(dataDir, 'mcs.sqlite') };
  if (url.startsWith('postgres')) return { kind: 'postgres', url };
  const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
  if (path === ':memory:') return { kind: 'sqlite', file: ':memory:' };
  return { kind: 'sqlite', file: isAbsolute(path) ? path : resolve(REPO_ROOT, path) };
}

/** Reads DATA_DIR/jwt-secret, creating it once, so a restart keeps everyone signed in. */
function persistedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Validates the environment once. `overrides` win over the variables (tests, startServer options).
 * A bad variable stops the start with a message naming it.
 */
export function loadEnv(
  overrides: Partial<Env> = {},
  source: Record<string, string | undefined> = process.env,
): Env {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = overrides.dataDir
    ? resolveDataDir(overrides.dataDir)
    : resolveDataDir(raw.DATA_DIR);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    database: resolveDatabase(raw.DATABASE_URL, dataDir),
    jwtSecret: overrides.jwtSecret ?? raw.JWT_SECRET ?? persistedJwtSecret(dataDir),
    jwtTtlSeconds: raw.JWT_TTL,
    adminInviteCode: raw.ADMIN_INVITE_CODE,
    demo: raw.DEMO,
    production: raw.NODE_ENV === 'production',
    cardPrivateJwk: raw.CARD_PRIVATE_JWK,
    cardIssuer: raw.CARD_ISSUER ?? DEFAULT_CARD_ISSUER,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    maxVisitsPerPartnerPerDay: raw.MAX_VISITS_PER_PARTNER_PER_DAY,
    maxBillAmount: raw.MAX_BILL_AMOUNT,
    maxUploadsAtOnce: raw.MAX_UPLOADS_AT_ONCE,
    pwaDist: join(REPO_ROOT, 'pwa', 'dist'),
    uploadsS3: raw.UPLOADS_S3_BUCKET
      ? {
          bucket: raw.UPLOADS_S3_BUCKET,
          endpoint: raw.UPLOADS_S3_ENDPOINT,
          region: raw.UPLOADS_S3_REGION,
          forcePathStyle: raw.UPLOADS_S3_FORCE_PATH_STYLE,
          prefix: raw.UPLOADS_S3_PREFIX,
        }
      : undefined,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    upiId: raw.UPI_ID,
    vapidSubject: raw.VAPID_SUBJECT,
    corsOrigins: raw.CORS_ORIGINS,
    webhooksAllowLocal: raw.WEBHOOKS_ALLOW_LOCAL,
    ...overrides,
    ...(overrides.dataDir ? { dataDir } : {}),
  };
}
