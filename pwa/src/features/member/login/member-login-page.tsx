import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TOKEN_KEYS } from '../../../api/client.ts';
import { useT } from '../../../i18n/index.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { memberLoginText } from './i18n/catalog.ts';
import { MemberLoginForm } from './member-login-form.tsx';

/**
 * /login, the member sign-in: a public page, prerendered and in the home page's script, so it
 * calls the client alone (never the member area's session module, which brings the server-state
 * layer and the schemas). Below the form, people who are not members yet read `notice` (the public
 * site's coming-soon notice, put here by app/).
 */
export function MemberLoginPage({ notice }: { notice?: ReactNode }) {
  const { t } = useT(memberLoginText);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
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
            <h1>{t('login.title')}</h1>
            <p className="muted">{t('login.intro')}</p>
            <MemberLoginForm />
            {/* A plain link: react-router's Link would add to the home page's JavaScript, which
                this page shares (the page it opens loads on its own). */}
            <p className="muted">
              <a className="touch-link" href="/forgot-password">
                {t('login.forgot')}
              </a>
            </p>
          </div>
        </div>
      </section>
      {notice && (
        <section className="section section-tint">
          <div className="container narrow">{notice}</div>
        </section>
      )}
    </>
  );
}
