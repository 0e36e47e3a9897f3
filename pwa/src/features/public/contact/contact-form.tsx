import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_USER_TYPES,
  DEFAULT_CONTACT_USER_TYPE,
  type ContactUserType,
} from '@mcs/shared/reference';
import { failureText, submitContact, type ContactMessage } from '../../../api/client.ts';
import { gotNoAnswer } from '../../../net/errors.ts';
import { useT } from '../../../i18n';
import { FormFoot, Options, SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { contactText } from './i18n/catalog.ts';
import { en } from './i18n/en.ts';

/** The confirmation goes back to the form after 5 seconds. */
export const CONFIRMATION_MS = 5000;

export const SEND_FAILED = en['form.failed'];
export const NETWORK_FAILED = en['form.network'];

const EMPTY: ContactMessage = {
  name: '',
  email: '',
  subject: '',
  message: '',
  userType: DEFAULT_CONTACT_USER_TYPE,
};

/** The contact message form: on success it clears and confirms; on failure it keeps what was typed. */
export function ContactForm() {
  const { t } = useT(contactText);
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const refocusForm = useRef(false);

  const backToForm = useCallback(() => {
    // The submit button that had focus is gone while the confirmation shows; when the form comes
    // back, keyboard and screen reader users continue from its first field, not from the page top.
    refocusForm.current = confirmationRef.current?.contains(document.activeElement) ?? false;
    setSent(false);
  }, []);

  useEffect(() => {
    if (sent) {
      confirmationRef.current?.focus();
      const timer = setTimeout(backToForm, CONFIRMATION_MS);
      return () => clearTimeout(timer);
    }
    if (refocusForm.current) {
      refocusForm.current = false;
      nameRef.current?.focus();
    }
  }, [sent, backToForm]);

  const set = (field: keyof ContactMessage) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await submitContact(values);
      setValues(EMPTY);
      setSent(true);
    } catch (failure) {
      if (gotNoAnswer(failure)) console.error('Contact message not sent', failure);
      setError(await failureText(failure, t('form.failed'), { network: t('form.network') }));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div ref={confirmationRef} className="sent" role="status" tabIndex={-1}>
        <Icon name="check" size={48} />
        <h3>{t('sent.title')}</h3>
        <p>{t('sent.text')}</p>
        <button type="button" className="btn btn-outline" onClick={backToForm}>
          {t('sent.another')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <fieldset className="form-gate" disabled={!hydrated}>
        <div className="form-row">
          <TextField
            label={t('form.name')}
            ref={nameRef}
            required
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            autoComplete="name"
          />
          <TextField
            label={t('form.email')}
            type="email"
            required
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            autoComplete="email"
          />
        </div>
        <SelectField
          label={t('form.type')}
          value={values.userType}
          onChange={(e) => set('userType')(e.target.value as ContactUserType)}
        >
          <Options
            options={CONTACT_USER_TYPES.map(({ value }) => ({ value, label: t(`type.${value}`) }))}
          />
        </SelectField>
        <TextField
          label={t('form.subject')}
          required
          value={values.subject}
          onChange={(e) => set('subject')(e.target.value)}
        />
        <TextAreaField
          label={t('form.message')}
          required
          rows={4}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
        />
        <FormFoot
          failure={error}
          busy={sending}
          label={t('form.send')}
          busyLabel={t('form.sending')}
        />
      </fieldset>
    </form>
  );
}
