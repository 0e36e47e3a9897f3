import { MemberLoginPage } from '../features/member/login/member-login-page.tsx';
import { ComingSoonContent } from '../features/public/coming-soon/coming-soon-content.tsx';

/**
 * /login: the member sign-in, with the public site's coming-soon notice under it for people who
 * are not members yet. A page of its own, loaded like the other public pages, so the home page's
 * script carries neither the form nor the notice.
 */
export default function MemberLoginScreen() {
  return <MemberLoginPage notice={<ComingSoonContent headingLevel={2} />} />;
}
