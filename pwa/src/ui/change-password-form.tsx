import { useRef, useState, type FormEvent } from 'react';
import type { ChangePasswordBody } from '@mcs/shared';
import { useT, type Language } from '../i18n/index.ts';
import { ApiError } from '../net/errors.ts';
import { messageFor } from '../net/message-for.ts';
import { PasswordField } from './password-field.tsx';
import {
  passwordChangeErrors,
  type PasswordChange,
  type PasswordErrors,
} from './password-rules.ts';
import { useFirstErrorFocus } from './use-first-error-focus.ts';
import { passwordText, type PasswordKey } from './i18n/catalog.ts';
import { FormFoot } from './field.tsx';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

type Say = (key: PasswordKey) => string;

/** Where the server's refusal belongs: a wrong current password, or a new one it will not take. */
function errorsFromServer(failure: unknown, t: Say, lang: Language): PasswordErrors | null {
  if (!(failure instanceof ApiError) || !failure.serverMessage) return null;
  // The server writes in English: another language's reader gets the catalog's words for the code.
  if (failure.code === 'wrong_password')
    return { currentPassword: lang === 'en' ? failure.serverMessage : t('wrong') };
  // The body is the two passwords; the current one is checked before sending, so a validation
  // refusal is about the new one (too common, for one).
  if (failure.code === 'validation') return { newPassword: failure.serverMessage };
  return null;
}

/**
 * Sends the change for the account signed in: resolves once the server's new token for this
 * session is stored (the change ends every other session, and this one's old token with them), and
 * rejects with the request's error (an ApiError carries the server's message and code).
 */
export type ChangePassword = (passwords: ChangePasswordBody) => Promise<void>;

type NewPassword = Pick<PasswordChange, 'newPassword' | 'confirmPassword'>;

/**
 * A new password and the same again, each with its error: the change of password and the
 * set-password page (an e-mailed link) both ask for it this way.
 */
export function NewPasswordFields({
  values,
  errors,
  edit,
}: {
  values: NewPassword;
  errors: { [K in keyof NewPassword]?: string };
  edit: (key: keyof NewPassword) => (event: { target: { value: string } }) => void;
}) {
  const { t } = useT(passwordText);
  return (
    <>
      <PasswordField
        label={t('new')}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={edit('newPassword')}
        error={errors.newPassword}
      />
      <PasswordField
        label={t('confirm')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={edit('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}

interface Props {
  change: ChangePassword;
  /** After the change: the new session's token is already stored. */
  onChanged: () => void;
}

/**
 * A member's or a partner's current password, a new one and the new one again; each error at its
 * field, the first of them focused.
 */
export function ChangePasswordForm({ change, onChanged }: Props) {
  const { t, lang } = useT(passwordText);
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
      await change({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      onChanged();
    } catch (error) {
      const atFields = errorsFromServer(error, t, lang);
      if (atFields) {
        setErrors(atFields);
        setAttempt((n) => n + 1);
      } else setFailure(messageFor(error, t('failed'), { network: t('needsServer') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <PasswordField
        label={t('current')}
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={edit('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields values={values} errors={errors} edit={edit} />
      <FormFoot failure={failure} busy={busy} label={t('change')} busyLabel={t('changing')} />
    </form>
  );
}
