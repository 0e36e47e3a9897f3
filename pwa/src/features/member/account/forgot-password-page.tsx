import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordLink } from '../../../api/account-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useFirstErrorFocus } from '../../../ui/use-first-error-focus.ts';

export const EMAIL_MISSING = 'Please enter the email address of your account.';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const ASK_FAILED = 'Could not send the link. Please try again.';
export const ASK_NEEDS_SERVER =
  'No connection to the server. The link can be sent once you are back online.';

/**
 * /forgot-password, for members and partners (both sign-in pages link here): the e-mail of the
 * account, then the server's answer, which is the same whether or not an account uses it.
 */
export default function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot Password - MediCostSaver',
    description: 'Get a link by e-mail to set a new password for your MediCostSaver account.',
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
        ? EMAIL_MISSING
        : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)
          ? null
          : EMAIL_INVALID;
    setError(problem);
    if (problem) return setAttempt((n) => n + 1);
    setBusy(true);
    try {
      setAnswer(await requestPasswordLink(typed));
    } catch (caught) {
      setFailure(messageFor(caught, ASK_FAILED, { network: ASK_NEEDS_SERVER }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section">
      <div className="container">
        <div className="card auth-box">
          <h1>Forgot password?</h1>
          {answer ? (
            <>
              <p role="status">{answer}</p>
              <p className="muted">
                No e-mail after a few minutes? Look in the spam folder, or ask again.
              </p>
            </>
          ) : (
            <>
              <p className="muted">
                Enter the email address of your member or partner account. We will e-mail you a link
                to set a new password.
              </p>
              <form ref={form} className="form" onSubmit={submit} noValidate>
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setError(null);
                  }}
                  error={error}
                />
                {failure && (
                  <p className="form-error" role="alert">
                    {failure}
                  </p>
                )}
                <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
                  {busy ? 'Sending...' : 'Send link'}
                </button>
              </form>
            </>
          )}
          <p className="auth-links">
            <Link to="/login">Member Login</Link>
            <br />
            <Link to="/partner/login">Partner Login</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
