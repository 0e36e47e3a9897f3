import { Link, useNavigate } from 'react-router';
import { translate, useT } from '../../../i18n';
import { messageFor } from '../../../net/message-for.ts';
import { SignInForm } from '../../../ui/sign-in-form.tsx';
import { deskText } from '../i18n/catalog.ts';
import { signInPartner } from '../session.ts';
import '../partner.css';

/** /partner/login: email and password, show/hide, links to registration and member sign-in. */
export default function PartnerLoginPage() {
  const navigate = useNavigate();
  const { t } = useT(deskText);
  return (
    <section className="section">
      <div className="container">
        <div className="card auth-box">
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.lead')}</p>
          <SignInForm
            identifierLabel={t('login.email')}
            identifierType="email"
            onSubmit={async ({ identifier, password }) => {
              try {
                await signInPartner(identifier, password);
                navigate('/partner/dashboard');
              } catch (failure) {
                // The server's reason (pending approval, rejected, wrong password) in its words,
                // or 'Login failed' in the partner's language.
                return messageFor(failure, translate(deskText, 'login.failed'));
              }
            }}
          />
          <p className="muted">
            <Link className="touch-link" to="/forgot-password">
              {t('login.forgot')}
            </Link>
          </p>
          <p className="auth-links">
            {t('login.newPartner')} <Link to="/partner/register">{t('login.register')}</Link>
            <br />
            {t('login.areYouMember')} <Link to="/login">{t('login.memberLogin')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
