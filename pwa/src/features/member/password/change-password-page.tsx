import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOKEN_KEYS } from '../../../api/client.ts';
import { changePassword, memberQueries } from '../../../api/member-api.ts';
import { LanguageSwitch, marks, useT, withParts } from '../../../i18n/index.ts';
import { useReachability } from '../../../net/use-reachability.ts';
import { ChangePasswordForm } from '../../../ui/change-password-form.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { memberText } from '../i18n/catalog.ts';
import { BRAND_NAME } from '../i18n/words.ts';
import '../member.css';

/**
 * /dashboard/password: the member changes their password. A member still on the one-time
 * password from enrolment is sent here first (after sign-in, and by the dashboard while the server
 * says so) and finds no way around it but the change; offline, where it cannot be made, the card
 * stays one tap away.
 */
export default function ChangePasswordPage() {
  const { t } = useT(memberText);
  usePageMeta({
    title: t('password.metaTitle'),
    description: t('password.metaDescription'),
  });
  const navigate = useNavigate();
  const [token] = useState(() => localStorage.getItem(TOKEN_KEYS.member));
  const me = useQuery({ ...memberQueries.me(token ?? ''), enabled: token !== null });
  const reach = useReachability();
  const [changed, setChanged] = useState(false);
  const next = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (token === null) navigate('/login', { replace: true });
  }, [token, navigate]);
  useEffect(() => {
    if (changed) next.current?.focus();
  }, [changed]);
  if (token === null) return null;

  const forced = me.data?.mustChangePassword === true;
  // No answer from the server: the change cannot be made now, and the card must not wait for it.
  const unreachable = reach !== 'online' || (me.isError && !me.data);
  const offlineParts = {
    link: <Link to="/dashboard">{t('password.offlineLink')}</Link>,
  };
  return (
    <div className="member-area">
      <header className="member-nav">
        <div className="container member-nav-inner">
          <Link to="/" className="brand">
            {BRAND_NAME}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main className="container member-main" id="main">
        <div className="card auth-box">
          <h1>{forced ? t('password.choose') : t('password.change')}</h1>
          {changed ? (
            <>
              <p role="status">{t('password.changed')}</p>
              <Link ref={next} to="/dashboard" replace className="btn btn-primary btn-block">
                {t('password.continue')}
              </Link>
            </>
          ) : (
            <>
              <p className="muted">{forced ? t('password.forced') : t('password.othersOut')}</p>
              {unreachable && (
                <p className="offline-note" role="status">
                  {withParts(t('password.offline', marks(offlineParts)), offlineParts)}
                </p>
              )}
              <ChangePasswordForm
                change={(passwords) => changePassword(token, passwords)}
                onChanged={() => setChanged(true)}
              />
              {!forced && (
                <p className="muted">
                  <Link to="/dashboard">{t('password.back')}</Link>
                </p>
              )}
            </>
          )}
        </div>
      </main>
    </div>
  );
}
