import { useNavigate } from 'react-router';
import { failureText, memberLogin } from '../../../api/client.ts';
import { useT } from '../../../i18n/index.ts';
import { SignInForm } from '../../../ui/sign-in-form.tsx';
import { memberLoginText } from './i18n/catalog.ts';

/** Members sign in with their email or phone number: /login is the member sign-in. */
export function MemberLoginForm() {
  const { t } = useT(memberLoginText);
  const navigate = useNavigate();
  return (
    <SignInForm
      identifierLabel={t('login.identifier')}
      onSubmit={async ({ identifier, password }) => {
        try {
          const { mustChangePassword } = await memberLogin(
            identifier.includes('@')
              ? { email: identifier, password }
              : { phone: identifier, password },
          );
          // Signed in with the one-time password from enrolment: a password of their own first.
          navigate(mustChangePassword ? '/dashboard/password' : '/dashboard');
        } catch (failure) {
          return failureText(failure, t('login.failed'));
        }
      }}
    />
  );
}
