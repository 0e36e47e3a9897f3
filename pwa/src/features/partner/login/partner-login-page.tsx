import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../api/client.ts';
import { partnerLogin } from '../../../api/partner-api.ts';
import { savePartnerToken } from '../../../offline/index.ts';
import '../../../styles/partner.css';

/** The text shown when a sign-in fails. */
export function loginFailureText(failure: unknown): string {
  if (failure instanceof NetworkError) return 'Network error';
  if (failure instanceof ApiError) return failure.serverMessage ?? 'Login failed';
  return 'Login failed';
}

/** /partner/login: email and password, show/hide, links to registration and member sign-in. */
export default function PartnerLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const passwordId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const token = await partnerLogin(email.trim(), password);
      await savePartnerToken(token);
      navigate('/partner/dashboard');
    } catch (failure) {
      setError(loginFailureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section">
      <div className="container">
        <div className="card auth-box">
          <h1>Partner Login</h1>
          <p className="muted">Sign in to verify members and record visits.</p>
          <form className="form" onSubmit={onSubmit}>
            <label>
              Email
              <input
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="username"
              />
            </label>
            <div className="password-label">
              <label htmlFor={passwordId}>Password</label>
              <span className="password-field">
                <input
                  id={passwordId}
                  type={showPassword ? 'text' : 'password'}
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="current-password"
                />
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? 'Hide password' : 'Show password'}
                </button>
              </span>
            </div>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign In'}
            </button>
          </form>
          <p className="auth-links">
            New partner? <Link to="/partner/register">Register as Partner</Link>
            <br />
            Are you a member? <Link to="/login">Login as Member</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
