import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../ui/toast.tsx';
import { ApiError, adminLogin, getConfig } from '../../api/admin-api.ts';

/** Admin sign-in; the sample credentials appear only when the server is in demo mode. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getConfig()
      .then((config) => {
        const demo = config.demoSignIns?.admin;
        if (!current || !config.demo || !demo) return;
        // Prefill only fields the admin has not started typing in.
        setEmail((typed) => typed || demo.email);
        setPassword((typed) => typed || demo.password);
      })
      .catch(() => {
        // No config, no prefill: the form works the same.
      });
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await adminLogin(email.trim(), password);
      if (!result.token) {
        toast({
          title: 'Login Error',
          description: 'Authentication failed. Please try again.',
          tone: 'error',
        });
        return;
      }
      toast({ title: 'Login Successful', description: 'Welcome back, Admin!', tone: 'success' });
      navigate('/admin');
    } catch (failure) {
      if (failure instanceof ApiError) {
        toast({
          title: 'Login Failed',
          description: failure.serverMessage ?? 'Please check your credentials.',
          tone: 'error',
        });
      } else {
        toast({
          title: 'Connection Error',
          description: 'Unable to connect to the server. Please check your internet connection.',
          tone: 'error',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="admin-auth">
      <div className="card auth-box">
        <h1>Admin Login</h1>
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
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <p className="hint">
          No admin account? <Link to="/admin/register">Register</Link>
        </p>
      </div>
    </main>
  );
}
