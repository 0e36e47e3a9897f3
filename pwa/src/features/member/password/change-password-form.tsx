import { useRef, useState, type FormEvent } from 'react';
import { changePassword } from '../../../api/member-api.ts';
import { useT, type Language } from '../../../i18n/index.ts';
import { ApiError } from '../../../net/errors.ts';
import { messageFor } from '../../../net/message-for.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useFirstErrorFocus } from '../../../ui/use-first-error-focus.ts';
import { memberText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import { serverWords } from '../i18n/server-words.ts';
import type { Say } from '../i18n/words.ts';
import {
  passwordChangeErrors,
  type PasswordChange,
  type PasswordErrors,
} from './password-rules.ts';

export const CHANGE_FAILED = en['password.failed'];
export const CHANGE_NEEDS_SERVER = en['password.needsServer'];

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Where the server's refusal belongs: a wrong current password, or a new one it will not take. */
function errorsFromServer(failure: unknown, t: Say, lang: Language): PasswordErrors | null {
  if (!(failure instanceof ApiError) || !failure.serverMessage) return null;
  if (failure.code === 'wrong_password')
    return { currentPassword: serverWords(t, lang, failure) ?? failure.serverMessage };
  // The body is the two passwords; the current one is checked before sending, so a validation
  // refusal is about the new one (too common, for one).
  if (failure.code === 'validation') return { newPassword: failure.serverMessage };
  return null;
}

interface Props {
  token: string;
  /** After the change: the new session's token is already stored. */
  onChanged: () => void;
}

/** The member's current password, a new one and the new one again; each error at its field. */
export function ChangePasswordForm({ token, onChanged }: Props) {
  const { t, lang } = useT(memberText);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(form, attempt);

  const edit = (key: keyof PasswordChange) => (event: { target: { value: string } }) => {
    setValues((now) => ({ ...now, [key]: event.target.value }));
    // An edit clears the error it may fix; the others stay until the next submit.
    setErrors((now) => ({ ...now, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = passwordChangeErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    setBusy(true);
    try {
      await changePassword(token, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      onChanged();
    } catch (error) {
      const atFields = errorsFromServer(error, t, lang);
      if (atFields) {
        setErrors(atFields);
        setAttempt((n) => n + 1);
      } else
        setFailure(messageFor(error, t('password.failed'), { network: t('password.needsServer') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={edit('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={edit('newPassword')}
        error={errors.newPassword}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={edit('confirmPassword')}
        error={errors.confirmPassword}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('password.changing') : t('password.change')}
      </button>
    </form>
  );
}
