// Partner sign-in: only approved partners get a token. A pending or rejected partner who knows
// their password is told why; a wrong password never reveals whether the email is registered.
import type { EmailLoginBody, LoginResponse } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { notApprovedMessage } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/password.ts';
import { limitLogin } from '../../lib/rate-limit.ts';
import { BAD_CREDENTIALS } from '../auth/auth.service.ts';
import { findPartnerByEmail } from './partners.repo.ts';

export async function partnerLogin(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'loginLimits'>,
  body: EmailLoginBody,
  ip: string,
): Promise<LoginResponse> {
  return limitLogin(deps.loginLimits, ip, `partner:${body.email}`, async () => {
    const partner = await findPartnerByEmail(deps.db, body.email);
    if (!partner) {
      await burnPasswordCheck(body.password);
      throw AppError.unauthorized(BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(body.password, partner.password_hash)))
      throw AppError.unauthorized(BAD_CREDENTIALS);
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
    });
    return { token, message: 'Login successful' };
  });
}
