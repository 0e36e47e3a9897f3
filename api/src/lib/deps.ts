// What every route factory receives. Built once by server.ts (or the test helper) and passed down,
// so nothing reaches for globals and a test can swap any part.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { mailTransportFor } from '../features/mail/mail-transport.ts';
import type { MailTransport } from '../features/mail/mail-transport.ts';
import { folderStore, s3Store } from './file-store.ts';
import type { FileStore } from './file-store.ts';
import { createLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { createLoginLimits } from './rate-limit.ts';
import type { LoginLimits } from './rate-limit.ts';
import { createTokenSigner } from './tokens.ts';
import type { TokenSigner } from './tokens.ts';
import { createVerifyLimits } from './verify-limits.ts';
import type { VerifyLimits } from './verify-limits.ts';

export interface AppDeps {
  db: Kysely<DB>;
  env: Env;
  logger: Logger;
  tokens: TokenSigner;
  loginLimits: LoginLimits;
  /** Membership checks per partner at `POST api/partners/verify`. */
  verifyLimits: VerifyLimits;
  /** Absolute path of DATA_DIR/uploads. */
  uploadsDir: string;
  /** Where uploaded documents are kept: DATA_DIR/uploads, or the UPLOADS_S3_BUCKET. */
  files: FileStore;
  /** The clock; tests pin it to check expiry and "this month". */
  now: () => Date;
  /** Where queued e-mail goes: SMTP_URL, or .eml files in DATA_DIR/mail (features/mail). */
  mail: MailTransport;
}

export function buildDeps(
  env: Env,
  db: Kysely<DB>,
  overrides: Partial<Omit<AppDeps, 'env' | 'db'>> = {},
): AppDeps {
  const uploadsDir = overrides.uploadsDir ?? join(env.dataDir, 'uploads');
  return {
    db,
    env,
    logger: overrides.logger ?? createLogger(env.logLevel),
    tokens: overrides.tokens ?? createTokenSigner(env.jwtSecret, env.jwtTtlSeconds),
    loginLimits: overrides.loginLimits ?? createLoginLimits(),
    verifyLimits: overrides.verifyLimits ?? createVerifyLimits(),
    uploadsDir,
    files: overrides.files ?? (env.uploadsS3 ? s3Store(env.uploadsS3) : folderStore(uploadsDir)),
    now: overrides.now ?? (() => new Date()),
    mail: overrides.mail ?? mailTransportFor(env),
  };
}
