// A password set from an e-mailed link, for members and partners alike: asking for the link, and
// setting the password with the link's token.
import type { ResetPasswordResponse } from '@mcs/shared';
import { send } from './client.ts';

/** POST api/auth/forgot-password: the server's answer, the same whether or not the account exists. */
export async function requestPasswordLink(email: string): Promise<string> {
  const answer = await send((api) => api.api.auth['forgot-password'].$post({ json: { email } }));
  return answer.message;
}

/** POST api/auth/reset-password: whose account it was (which sign-in page to offer). */
export async function setPasswordFromLink(
  token: string,
  newPassword: string,
): Promise<ResetPasswordResponse> {
  return send((api) => api.api.auth['reset-password'].$post({ json: { token, newPassword } }));
}
