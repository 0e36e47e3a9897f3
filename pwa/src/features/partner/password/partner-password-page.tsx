import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch, marks, useT, withParts } from '../../../i18n';
import { useReachability } from '../../../net/use-reachability.ts';
import { ChangePasswordForm } from '../../../ui/change-password-form.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { deskText } from '../i18n/catalog.ts';
import { changePartnerPassword, useSignedInPartner } from '../session.ts';
import { SessionLoading } from '../session-loading.tsx';
import '../partner.css';

const DASHBOARD = '/partner/dashboard';

/**
 * /partner/password: the signed-in partner changes their password, with the form members use.
 * The change ends every session of the account (another counter's desk too) and this device
 * keeps the new one; offline, where it cannot be made, the desk stays one tap away.
 */
export default function PartnerPasswordPage() {
  const { t } = useT(deskText);
  usePageMeta({
    title: t('password.metaTitle'),
    description: t('password.metaDescription'),
  });
  const session = useSignedInPartner();
  const reach = useReachability();
  const [changed, setChanged] = useState(false);
  const next = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (changed) next.current?.focus();
  }, [changed]);

  if (!session) return <SessionLoading />;

  const offlineParts = { link: <Link to={DASHBOARD}>{t('password.offlineLink')}</Link> };
  return (
    <main className="partner-password container" id="main">
      <div className="partner-password-bar">
        <p className="muted">{t('account.signedInAs', { email: session.claims.email })}</p>
        <LanguageSwitch />
      </div>
      <div className="card auth-box">
        <h1>{t('password.change')}</h1>
        {changed ? (
          <>
            <p role="status">{t('password.changed')}</p>
            <Link ref={next} to={DASHBOARD} replace className="btn btn-primary btn-block">
              {t('password.continue')}
            </Link>
          </>
        ) : (
          <>
            <p className="muted">{t('password.othersOut')}</p>
            {reach !== 'online' && (
              <p className="offline-note" role="status">
                {withParts(t('password.offline', marks(offlineParts)), offlineParts)}
              </p>
            )}
            <ChangePasswordForm
              change={(passwords) => changePartnerPassword(session.token, passwords)}
              onChanged={() => setChanged(true)}
            />
            <p>
              <Link to={DASHBOARD} className="partner-password-back">
                {t('password.back')}
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
