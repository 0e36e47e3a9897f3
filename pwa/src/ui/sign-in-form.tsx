import { useState, type FormEvent } from 'react';
import { FormFoot, TextField } from './field.tsx';
import { PasswordField } from './password-field.tsx';
import { useHydrated } from './use-hydrated.ts';
import { commonText, useT } from '../i18n';

export interface Credentials {
  /** The email (or phone) as typed, trimmed. */
  identifier: string;
  password: string;
}

interface Props {
  /** The first field: 'Email', or 'Email or Phone' for members. */
  identifierLabel: string;
  identifierType?: 'email' | 'text';
  /** Shown in the fields until the person types their own (the demo sign-in). */
  prefill?: Credentials | null;
  /** Signs in. A returned text is shown as the form's error; nothing returned shows nothing. */
  onSubmit: (credentials: Credentials) => Promise<string | null | void>;
}

/** Every sign-in: an email (or phone) and a password with a show/hide toggle, then Sign In. */
export function SignInForm({
  identifierLabel,
  identifierType = 'text',
  prefill = null,
  onSubmit,
}: Props) {
  // null until typed in: the prefill, which may arrive later, fills only untouched fields.
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { t } = useT(commonText);
  const shownIdentifier = identifier ?? prefill?.identifier ?? '';
  const shownPassword = password ?? prefill?.password ?? '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const failure = await onSubmit({
        identifier: shownIdentifier.trim(),
        password: shownPassword,
      });
      if (failure) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="form-gate" disabled={!hydrated}>
        <TextField
          label={identifierLabel}
          type={identifierType}
          required
          value={shownIdentifier}
          onChange={(e) => setIdentifier(e.target.value)}
          autoComplete="username"
        />
        <PasswordField
          label={t('password')}
          required
          value={shownPassword}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
        <FormFoot failure={error} busy={busy} label={t('signIn')} busyLabel={t('signIn.busy')} />
      </fieldset>
    </form>
  );
}
