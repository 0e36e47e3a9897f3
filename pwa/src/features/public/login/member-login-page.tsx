import { pageMeta } from '@mcs/shared/routes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TOKEN_KEYS } from '../../../api/client.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { ComingSoonContent } from '../coming-soon/coming-soon-content.tsx';
import { MemberLoginForm } from './member-login-form.tsx';

/** Members sign in here; people who are not members yet see the coming-soon notice below. */
export function MemberLoginPage() {
  usePageMeta(pageMeta('/login'));
  const navigate = useNavigate();
  // A member already signed in goes straight to the dashboard. After render, not during it:
  // this page is prerendered, and the stored token exists only in the browser.
  useEffect(() => {
    if (localStorage.getItem(TOKEN_KEYS.member)) navigate('/dashboard', { replace: true });
  }, [navigate]);
  return (
    <>
      <section className="section">
        <div className="container">
          <div className="card auth-box">
            <h1>Member Login</h1>
            <p className="muted">Sign in to see your digital card, partners and visits.</p>
            <MemberLoginForm />
          </div>
        </div>
      </section>
      <section className="section section-tint">
        <div className="container narrow">
          <ComingSoonContent headingLevel={2} />
        </div>
      </section>
    </>
  );
}
