import { useState, type ComponentProps } from 'react';
import { FieldBlock, useFieldIds, type FieldProps } from './field.tsx';
import { Icon } from './icon.tsx';
import { commonText, useT } from '../i18n';

/**
 * A labelled password input with a show/hide toggle drawn as an eye inside the field. The
 * toggle's name is its text (visually hidden), not a label, so the field alone answers to
 * 'Password'.
 */
export function PasswordField({
  label,
  error,
  className,
  id,
  'aria-describedby': described,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  const { t } = useT(commonText);
  const ids = useFieldIds(id, error, described);
  return (
    <FieldBlock label={label} error={error} className={className} {...ids}>
      <span className="password-field">
        <input {...input} {...ids.control} type={shown ? 'text' : 'password'} />
        <button
          type="button"
          className="password-toggle"
          aria-controls={ids.controlId}
          onClick={() => setShown((now) => !now)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
          <span className="visually-hidden">{shown ? t('password.hide') : t('password.show')}</span>
        </button>
      </span>
    </FieldBlock>
  );
}
