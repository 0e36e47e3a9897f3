import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Credentials, SignInForm } from '../../../ui/sign-in-form.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { getConfig } from '../../../api/admin-api.ts';
import { gotNoAnswer, messageFor } from '../../../net/message-for.ts';
import { adminLogin } from '../session.ts';

/** Admin sign-in; the sample credentials appear only when the server is in demo mode. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [prefill, setPrefill] = useState<Credentials | null>(null);

  useEffect(() => {
    let current = true;
    getConfig()
      .then((config) => {
        const demo = config.demoSignIns?.admin;
        if (!current || !config.demo || !demo) return;
        // The form shows it only in fields the admin has not started typing in.
        setPrefill({ identifier: demo.email, password: demo.password });
      })
      .catch(() => {
        // No config, no prefill: the form works the same.
      });
    return () => {
      current = false;
    };
  }, []);

  const signIn = async ({ identifier, password }: Credentials) => {
    try {
      const result = await adminLogin(identifier, password);
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
      if (!gotNoAnswer(failure)) {
        toast({
          title: 'Login Failed',
          description: messageFor(failure, 'Please check your credentials.'),
          tone: 'error',
        });
      } else {
        toast({
          title: 'Connection Error',
          description: 'Unable to connect to the server. Please check your internet connection.',
          tone: 'error',
        });
      }
    }
  };

  return (
    <main className="admin-auth">
      <div className="card auth-box">
        <h1>Admin Login</h1>
        <SignInForm
          identifierLabel="Email"
          identifierType="email"
          prefill={prefill}
          onSubmit={signIn}
        />
        <p className="hint">
          No admin account? <Link to="/admin/register">Register</Link>
        </p>
      </div>
    </main>
  );
}
