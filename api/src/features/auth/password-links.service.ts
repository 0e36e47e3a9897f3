// A password set from an e-mailed link: "Forgot password?" for members and partners, and the
// link an enrolment sends the holder instead of a one-time password. The link carries a random
// token in its #fragment (never sent to a server, so it stays out of access logs and Referer
// headers); the database keeps only its SHA-256. A link works once, until it expires; using it
// ends every session of the account and retires its other links.
import { createHash, randomBytes } from 'node:crypto';
import { FORGOT_PASSWORD_ANSWER } from '@mcs/shared';
import type {
  ForgotPasswordBody,
  ForgotPasswordResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
} from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, PasswordLinkAccount, PasswordLinkPurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/password.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import {
  findAccountsByEmail,
  insertPasswordLink,
  retireLinks,
  setAccountPassword,
  useLink,
} from './password-links.repo.ts';
import type { LinkAccount } from './password-links.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

/** A forgotten-password link: long enough to open the e-mail, short enough to be little use stolen. */
export const RESET_LINK_MINUTES = 30;
/** An enrolment's link: the family may read the e-mail days later. */
export const WELCOME_LINK_DAYS = 7;

export const LINK_NOT_USABLE =
  'This link has expired or was already used. Ask for a new one on the "Forgot password?" page.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';
export const PASSWORD_SET = 'Your new password is set. Please sign in with it.';

const HOUR = 3600_000;
// Asking: per address (someone trying many e-mails) and per e-mail (someone filling a family's
// inbox). Past the second, nothing more is sent that hour but the answer stays the same, so it
// tells nothing about the account.
const askLimits = {
  address: new RateLimiter({ name: 'password-link:address', limit: 20, windowMs: HOUR }),
  email: new RateLimiter({ name: 'password-link:email', limit: 3, windowMs: HOUR }),
};
// Using: a token is 256 random bits, but a flood of guesses still costs hashing time.
const useLimit = new RateLimiter({ name: 'password-link:use', limit: 20, windowMs: HOUR });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link for the account, in the caller's transaction; answers its address. */
export async function createPasswordLink(
  db: Kysely<DB>,
  deps: Pick<AppDeps, 'env'>,
  link: {
    account: { type: PasswordLinkAccount; id: number };
    purpose: PasswordLinkPurpose;
    at: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lasts =
    link.purpose === 'reset' ? RESET_LINK_MINUTES * 60_000 : WELCOME_LINK_DAYS * 24 * HOUR;
  await insertPasswordLink(db, {
    tokenHash: hashToken(token),
    account: link.account,
    purpose: link.purpose,
    expiresAt: new Date(link.at.getTime() + lasts).toISOString(),
    createdAt: link.at.toISOString(),
  });
  return `${deps.env.publicUrl}/reset-password#token=${token}`;
}

function resetMail(account: LinkAccount, url: string) {
  const who = account.type === 'member' ? 'membership' : 'partner';
  return {
    to: account.email,
    kind: 'password-reset',
    subject: 'Set a new password for MediCostSaver',
    text: [
      `Hello ${account.name},`,
      '',
      `Someone (we hope you) asked to set a new password for your MediCostSaver ${who} account.`,
      `Open this link to choose one. It works once, for ${RESET_LINK_MINUTES} minutes:`,
      '',
      url,
      '',
      'Setting a new password signs you out on every device.',
      'If you did not ask, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * "Forgot password?": an e-mail with a link to every account (member, partner) using this address.
 * The answer is the same whether or not one does.
 */
export async function requestPasswordReset(
  deps: Deps,
  body: ForgotPasswordBody,
  ip: string,
): Promise<ForgotPasswordResponse> {
  if (!(await askLimits.address.take(deps.db, ip))) {
    throw AppError.tooMany(TOO_MANY_REQUESTS, await askLimits.address.retryInfo(deps.db, ip));
  }
  const answer = { message: FORGOT_PASSWORD_ANSWER };
  if (!(await askLimits.email.take(deps.db, body.email))) return answer;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const account of await findAccountsByEmail(trx, body.email)) {
      const url = await createPasswordLink(trx, deps, { account, purpose: 'reset', at: now });
      await enqueueMail(trx, resetMail(account, url), now);
    }
  });
  return answer;
}

/** Sets the password from a link's token: once, before it expires; every session ends. */
export async function resetPassword(
  deps: Deps,
  body: ResetPasswordBody,
  ip: string,
): Promise<ResetPasswordResponse> {
  if (!(await useLimit.take(deps.db, ip))) {
    throw AppError.tooMany(TOO_MANY_REQUESTS, await useLimit.retryInfo(deps.db, ip));
  }
  // Hashed before the transaction: the write lock is not held through a slow hash.
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.now().toISOString();
  const account = await deps.db.transaction().execute(async (trx) => {
    const used = await useLink(trx, { tokenHash: hashToken(body.token), now });
    if (!used) return undefined;
    if (!(await setAccountPassword(trx, used, passwordHash))) return undefined;
    await retireLinks(trx, used, now);
    return used;
  });
  if (!account) throw new AppError(400, 'link_not_usable', LINK_NOT_USABLE);
  return { account: account.type, message: PASSWORD_SET };
}
