import { useId, type ComponentProps, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it; the control is marked invalid meanwhile. */
  error?: string | null;
  /** Classes of the block around the label, the control and the error. */
  className?: string;
}

/** The ids and attributes that tie a control to its label and its error (for a field's own control). */
export function useFieldIds(
  id: string | undefined,
  error: string | null | undefined,
  described?: string,
) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const errorId = `${controlId}-error`;
  const describedBy = [described, error ? errorId : undefined].filter(Boolean).join(' ');
  return {
    controlId,
    errorId,
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

export function FieldBlock({
  label,
  error,
  className,
  controlId,
  errorId,
  children,
}: FieldProps & { controlId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input (any input type) with its own error under it. */
export function TextField({
  label,
  error,
  className,
  id,
  'aria-describedby': described,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const ids = useFieldIds(id, error, described);
  return (
    <FieldBlock label={label} error={error} className={className} {...ids}>
      <input {...input} {...ids.control} />
    </FieldBlock>
  );
}

/** A labelled text area with its own error under it. */
export function TextAreaField({
  label,
  error,
  className,
  id,
  'aria-describedby': described,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  const ids = useFieldIds(id, error, described);
  return (
    <FieldBlock label={label} error={error} className={className} {...ids}>
      <textarea {...textarea} {...ids.control} />
    </FieldBlock>
  );
}

/** A labelled select (its options as children) with its own error under it. */
export function SelectField({
  label,
  error,
  className,
  id,
  'aria-describedby': described,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  const ids = useFieldIds(id, error, described);
  return (
    <FieldBlock label={label} error={error} className={className} {...ids}>
      <select {...select} {...ids.control} />
    </FieldBlock>
  );
}

/** A select's options from plain strings, after an empty first choice such as 'Select state'. */
export function Options({
  options,
  placeholder,
}: {
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) =>
        typeof option === 'string' ? (
          <option key={option} value={option}>
            {option}
          </option>
        ) : (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ),
      )}
    </>
  );
}

// The form's foot lives with its fields: every form that has one already loads this module, so it
// adds no file of its own to download (each file is also named in the app's first script).
interface FormFootProps {
  /** Why the last submit failed, read out as an alert above the button; nothing when empty. */
  failure: ReactNode;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The button's classes: a full-width primary button unless the form says otherwise. */
  className?: string;
}

/**
 * The end of a form: why the last submit failed, then the submit button, which says what it is
 * doing and takes no second tap while the submit runs.
 */
export function FormFoot({
  failure,
  busy,
  label,
  busyLabel,
  className = 'btn btn-primary btn-block',
}: FormFootProps) {
  return (
    <>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={className} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
