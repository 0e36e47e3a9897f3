// The partner's session, in one place for the partner screens. The token itself is kept by the
// offline core (offline/partner-session.ts), which the service worker shares: it pushes the outbox
// with the session when every tab is closed, so the page's and the worker's copies change together
// there. The screens sign in, read, end and forget the session through this file.
import type { ChangePasswordBody } from '@mcs/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { partnerChangePassword, partnerLogin } from '../../api/partner-api.ts';
import { readPartnerSession, savePartnerToken, type PartnerSession } from '../../offline/index.ts';

export { partnerLogout } from '../../api/partner-api.ts';
export {
  clearPartnerToken,
  hasPartnerToken,
  readPartnerSession,
  type PartnerSession,
} from '../../offline/index.ts';

/** Signs in and keeps the session for the pages and the service worker. */
export async function signInPartner(email: string, password: string): Promise<void> {
  await savePartnerToken(await partnerLogin(email, password));
}

/**
 * Changes the signed-in partner's password and keeps the session the server answers with: the
 * change ended every session of the account, the one this device held included.
 */
export async function changePartnerPassword(
  token: string,
  passwords: ChangePasswordBody,
): Promise<void> {
  await savePartnerToken(await partnerChangePassword(token, passwords));
}

/**
 * The session kept on this device, read once the screen mounts (null until then); with none, the
 * partner's sign-in opens in place of the screen.
 */
export function useSignedInPartner(): PartnerSession | null {
  const navigate = useNavigate();
  const [session, setSession] = useState<PartnerSession | null>(null);
  useEffect(() => {
    let current = true;
    void readPartnerSession().then((found) => {
      if (!current) return;
      if (found) setSession(found);
      else navigate('/partner/login', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);
  return session;
}
