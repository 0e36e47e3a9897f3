import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ResetPasswordResponse } from '@mcs/shared';
import { setPasswordFromLink } from '../../../api/account-api.ts';
import { useT } from '../../../i18n/index.ts';
import { ApiError } from '../../../net/errors.ts';
import { messageFor } from '../../../net/message-for.ts';
import { NewPasswordFields } from '../../../ui/change-password-form.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { newPasswordErrors } from '../../../ui/password-rules.ts';
import { useFirstErrorFocus } from '../../../ui/use-first-error-focus.ts';
import { memberText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import { serverWords } from '../i18n/server-words.ts';
import { FormFoot } from '../../../ui/field.tsx';

export const LINK_INCOMPLETE = en['reset.incomplete'];
export const SET_FAILED = en['reset.failed'];
export const SET_NEEDS_SERVER = en['reset.needsServer'];

type Errors = { newPassword?: string; confirmPassword?: string };

/** The token from the link's #token=...; the fragment never reaches a server. */
function tokenFromAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.length >= 20 ? token : null;
}

/**
 * /reset-password#token=...: the page an e-mailed link opens (a forgotten password, or the
 * enrolment's set-your-password link). A new password twice; on success, the account's sign-in.
 */
export default function ResetPasswordPage() {
  const { t, lang } = useT(memberText);
  usePageMeta({
    title: t('reset.metaTitle'),
    description: t('reset.metaDescription'),
  });
  const [token] = useState(tokenFromAddress);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ResetPasswordResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const next = useRef<HTMLAnchorElement>(null);
  useFirstErrorFocus(form, attempt);

  // The token leaves the address bar (and so the history and any shared screenshot) once read.
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);
  useEffect(() => {
    if (done) next.current?.focus();
  }, [done]);

  const edit = (key: keyof Errors) => (event: { target: { value: string } }) => {
    setValues((now) => ({ ...now, [key]: event.target.value }));
    setErrors((now) => ({ ...now, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    const found = newPasswordErrors(values.newPassword, values.confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    setBusy(true);
    try {
      setDone(await setPasswordFromLink(token, values.newPassword));
    } catch (caught) {
      // The body is the token and the new password; a used or expired link has its own code,
      // so a validation refusal is about the password (too common, for one).
      if (caught instanceof ApiError && caught.code === 'validation' && caught.serverMessage) {
        setErrors({ newPassword: caught.serverMessage });
        setAttempt((n) => n + 1);
        return;
      }
      if (caught instanceof ApiError && caught.code === 'link_not_usable') {
        setFailure(serverWords(t, lang, caught) ?? t('reset.failed'));
        return;
      }
      setFailure(messageFor(caught, t('reset.failed'), { network: t('reset.needsServer') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section">
      <div className="container">
        <div className="card auth-box">
          <h1>{t('reset.title')}</h1>
          {done ? (
            <>
              <p role="status">{done.message}</p>
              <Link
                ref={next}
                to={done.account === 'partner' ? '/partner/login' : '/login'}
                className="btn btn-primary btn-block"
              >
                {done.account === 'partner' ? t('reset.toPartnerLogin') : t('reset.toMemberLogin')}
              </Link>
            </>
          ) : token === null ? (
            <p role="alert">
              {t('reset.incomplete')} <Link to="/forgot-password">{t('reset.askAgain')}</Link>
            </p>
          ) : (
            <>
              <p className="muted">{t('reset.signsOut')}</p>
              <form ref={form} className="form" onSubmit={submit} noValidate>
                <NewPasswordFields values={values} errors={errors} edit={edit} />
                <FormFoot
                  failure={
                    failure && (
                      <>
                        {failure} <Link to="/forgot-password">{t('reset.askAgain')}</Link>
                      </>
                    )
                  }
                  busy={busy}
                  label={t('reset.set')}
                  busyLabel={t('reset.setting')}
                />
              </form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
