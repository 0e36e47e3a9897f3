import { Link, useNavigate } from 'react-router';
import { messageFor } from '../../../net/message-for.ts';
import { SignInForm } from '../../../ui/sign-in-form.tsx';
import { signInPartner } from '../session.ts';
import '../partner.css';

/** /partner/login: email and password, show/hide, links to registration and member sign-in. */
export default function PartnerLoginPage() {
  const navigate = useNavigate();
  return (
    <section className="section">
      <div className="container">
        <div className="card auth-box">
          <h1>Partner Login</h1>
          <p className="muted">Sign in to verify members and record visits.</p>
          <SignInForm
            identifierLabel="Email"
            identifierType="email"
            onSubmit={async ({ identifier, password }) => {
              try {
                await signInPartner(identifier, password);
                navigate('/partner/dashboard');
              } catch (failure) {
                // The server's reason (pending approval, rejected, wrong password) or 'Login failed'.
                return messageFor(failure, 'Login failed');
              }
            }}
          />
          <p className="muted">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
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
