import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, memberLogin } from '../../../api/client.ts';

/** Members sign in with their email or phone number (/login is the member sign-in). */
export function MemberLoginForm() {
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const id = identifier.trim();
    try {
      await memberLogin(id.includes('@') ? { email: id, password } : { phone: id, password });
      navigate('/dashboard');
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.serverMessage ?? 'Login failed') : 'Network error',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit}>
      <label>
        Email or Phone
        <input
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          autoComplete="username"
        />
      </label>
      <label>
        Password
        <input
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
