import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { deskText } from '../i18n/catalog.ts';

/**
 * The partner's own account on the dashboard: who is signed in, and the change of password. Below
 * the desk's work, not in its header, so on a phone the header stays one row short and the
 * Verify field opens in the first screen.
 */
export function AccountSection({ email }: { email: string }) {
  const { t } = useT(deskText);
  return (
    <section className="card desk-account" aria-labelledby="desk-account-heading">
      <h2 id="desk-account-heading">{t('account.title')}</h2>
      <p className="muted">{t('account.signedInAs', { email })}</p>
      <Link to="/partner/password" className="btn btn-outline">
        {t('password.change')}
      </Link>
    </section>
  );
}
