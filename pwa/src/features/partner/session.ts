// The partner's session, in one place for the partner screens. The token itself is kept by the
// offline core (offline/partner-session.ts), which the service worker shares: it pushes the outbox
// with the session when every tab is closed, so the page's and the worker's copies change together
// there. The screens sign in, read, end and forget the session through this file.
import { partnerLogin } from '../../api/partner-api.ts';
import { savePartnerToken } from '../../offline/index.ts';

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
