import { useNavigate } from 'react-router';
import { failureText, memberLogin } from '../../../api/client.ts';
import { SignInForm } from '../../../ui/sign-in-form.tsx';

/** Members sign in with their email or phone number: /login is the member sign-in. */
export function MemberLoginForm() {
  const navigate = useNavigate();
  return (
    <SignInForm
      identifierLabel="Email or Phone"
      onSubmit={async ({ identifier, password }) => {
        try {
          await memberLogin(
            identifier.includes('@')
              ? { email: identifier, password }
              : { phone: identifier, password },
          );
          navigate('/dashboard');
        } catch (failure) {
          return failureText(failure, 'Login failed');
        }
      }}
    />
  );
}
