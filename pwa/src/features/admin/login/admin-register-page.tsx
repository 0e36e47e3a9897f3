import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { adminRegister } from '../session.ts';

const MIN_PASSWORD = 6;

const EMPTY = { name: '', email: '', phone: '', password: '', confirm: '', inviteCode: '' };

/** Admin registration: five fields plus the invite code (no one becomes admin uninvited). */
export default function AdminRegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (form.password !== form.confirm) return setError('Passwords do not match');
    if (form.password.length < MIN_PASSWORD)
      return setError('Password must be at least 6 characters long');
    setBusy(true);
    try {
      const result = await adminRegister({
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        password: form.password,
        inviteCode: form.inviteCode.trim() || undefined,
      });
      if (!result.token) return setError('Registration successful but no token returned');
      navigate('/admin');
    } catch (failure) {
      setError(messageFor(failure, 'Registration failed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    label: string,
    name: keyof typeof EMPTY,
    type = 'text',
    autoComplete?: string,
    required = true,
  ) => (
    <TextField
      label={label}
      type={type}
      required={required}
      value={form[name]}
      autoComplete={autoComplete}
      onChange={(e) => set(name)(e.target.value)}
    />
  );

  return (
    <main className="admin-auth">
      <div className="card auth-box">
        <h1>Admin Registration</h1>
        <form className="form" onSubmit={onSubmit} noValidate={false}>
          {field('Full Name', 'name', 'text', 'name')}
          {field('Email', 'email', 'email', 'email')}
          {field('Phone', 'phone', 'tel', 'tel')}
          {field('Password', 'password', 'password', 'new-password')}
          {field('Confirm Password', 'confirm', 'password', 'new-password')}
          {field('Invite Code', 'inviteCode', 'text', 'off')}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? 'Registering...' : 'Register'}
          </button>
        </form>
        <p className="hint">
          Already registered? <Link to="/admin/login">Back to login</Link>
        </p>
      </div>
    </main>
  );
}
