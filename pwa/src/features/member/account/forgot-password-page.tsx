import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordLink } from '../../../api/account-api.ts';
import { useT } from '../../../i18n/index.ts';
import { messageFor } from '../../../net/message-for.ts';
import { FormFoot, TextField } from '../../../ui/field.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useFirstErrorFocus } from '../../../ui/use-first-error-focus.ts';
import { memberText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';

export const EMAIL_MISSING = en['forgot.emailMissing'];
export const EMAIL_INVALID = en['forgot.emailInvalid'];
export const ASK_FAILED = en['forgot.failed'];
export const ASK_NEEDS_SERVER = en['forgot.needsServer'];

/**
 * /forgot-password, for members and partners (both sign-in pages link here): the e-mail of the
 * account, then the server's answer, which is the same whether or not an account uses it.
 */
export default function ForgotPasswordPage() {
  const { t } = useT(memberText);
  usePageMeta({
    title: t('forgot.metaTitle'),
    description: t('forgot.metaDescription'),
  });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(form, attempt);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const typed = email.trim();
    const problem =
      typed === ''
        ? t('forgot.emailMissing')
        : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)
          ? null
          : t('forgot.emailInvalid');
    setError(problem);
    if (problem) return setAttempt((n) => n + 1);
    setBusy(true);
    try {
      setAnswer(await requestPasswordLink(typed));
    } catch (caught) {
      setFailure(messageFor(caught, t('forgot.failed'), { network: t('forgot.needsServer') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section">
      <div className="container">
        <div className="card auth-box">
          <h1>{t('forgot.title')}</h1>
          {answer ? (
            <>
              <p role="status">{answer}</p>
              <p className="muted">{t('forgot.spam')}</p>
            </>
          ) : (
            <>
              <p className="muted">{t('forgot.intro')}</p>
              <form ref={form} className="form" onSubmit={submit} noValidate>
                <TextField
                  label={t('forgot.email')}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setError(null);
                  }}
                  error={error}
                />
                <FormFoot
                  failure={failure}
                  busy={busy}
                  label={t('forgot.send')}
                  busyLabel={t('forgot.sending')}
                />
              </form>
            </>
          )}
          <p className="auth-links">
            <Link to="/login">{t('forgot.memberLogin')}</Link>
            <br />
            <Link to="/partner/login">{t('forgot.partnerLogin')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
