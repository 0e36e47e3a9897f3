import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOKEN_KEYS } from '../../../api/client.ts';
import { memberQueries } from '../../../api/member-api.ts';
import { useReachability } from '../../../net/use-reachability.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import '../member.css';

/**
 * /dashboard/password: the member changes their password. A member still on the one-time
 * password from enrolment is sent here first (after sign-in, and by the dashboard while the server
 * says so) and finds no way around it but the change; offline, where it cannot be made, the card
 * stays one tap away.
 */
export default function ChangePasswordPage() {
  usePageMeta({
    title: 'Change Password - MediCostSaver',
    description: 'Change the password of your MediCostSaver membership.',
  });
  const navigate = useNavigate();
  const [token] = useState(() => localStorage.getItem(TOKEN_KEYS.member));
  const me = useQuery({ ...memberQueries.me(token ?? ''), enabled: token !== null });
  const reach = useReachability();
  const [changed, setChanged] = useState(false);
  const next = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (token === null) navigate('/login', { replace: true });
  }, [token, navigate]);
  useEffect(() => {
    if (changed) next.current?.focus();
  }, [changed]);
  if (token === null) return null;

  const forced = me.data?.mustChangePassword === true;
  // No answer from the server: the change cannot be made now, and the card must not wait for it.
  const unreachable = reach !== 'online' || (me.isError && !me.data);
  return (
    <div className="member-area">
      <header className="member-nav">
        <div className="container member-nav-inner">
          <Link to="/" className="brand">
            MediCostSaver
          </Link>
        </div>
      </header>
      <main className="container member-main" id="main">
        <div className="card auth-box">
          <h1>{forced ? 'Choose a new password' : 'Change password'}</h1>
          {changed ? (
            <>
              <p role="status">
                Your password has been changed. Any other phone or computer signed in to your
                membership has been signed out.
              </p>
              <Link ref={next} to="/dashboard" replace className="btn btn-primary btn-block">
                Continue to your dashboard
              </Link>
            </>
          ) : (
            <>
              <p className="muted">
                {forced
                  ? 'You signed in with the one-time password you were given at enrolment. Choose a password of your own to continue.'
                  : 'Changing it signs you out on every other phone or computer; this one stays signed in.'}
              </p>
              {unreachable && (
                <p className="offline-note" role="status">
                  Your password can be changed once you are back online. Meanwhile your card is on
                  your dashboard: <Link to="/dashboard">go to your dashboard</Link>.
                </p>
              )}
              <ChangePasswordForm token={token} onChanged={() => setChanged(true)} />
              {!forced && (
                <p className="muted">
                  <Link to="/dashboard">Back to your dashboard</Link>
                </p>
              )}
            </>
          )}
        </div>
      </main>
    </div>
  );
}
