// Partner sign-in: only approved partners get a token. A pending or rejected partner who knows
// their password is told why; a wrong password never reveals whether the email is registered.
import type { EmailLoginBody, LoginResponse } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { notApprovedMessage } from '../auth/guards.service.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { SignedIn } from '../../lib/known-device.ts';
import { signInWithPassword } from '../../lib/sign-in.ts';
import type { SignInCaller } from '../../lib/sign-in.ts';
import { BAD_CREDENTIALS } from '../auth/auth.service.ts';
import { findPartnerByEmail } from './partners.repo.ts';

export async function partnerLogin(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'loginLimits'>,
  body: EmailLoginBody,
  caller: SignInCaller,
): Promise<SignedIn<LoginResponse>> {
  const partner = await signInWithPassword(deps, {
    kind: 'partner',
    identifier: body.email,
    password: body.password,
    caller,
    badCredentials: BAD_CREDENTIALS,
    find: () => findPartnerByEmail(deps.db, body.email),
    passwordHashOf: (partner) => partner.password_hash,
  });
  // Told only to someone who knows the password, so it reveals nothing to a stranger.
  if (partner.status !== 'approved') {
    throw new AppError(
      403,
      'not_approved',
      notApprovedMessage(partner.status, partner.rejection_reason),
    );
  }
  const token = await deps.tokens.sign({
    role: 'partner',
    id: String(partner.id),
    email: partner.email,
    type: partner.type,
    gen: partner.session_generation,
  });
  return { answer: { token, message: 'Login successful' }, accountId: partner.id };
}
