import { useRef, type FormEvent } from 'react';
import { REGISTRATION_MESSAGES } from '@mcs/shared';
import { useFirstErrorFocus } from '../../../ui/use-first-error-focus.ts';
import { ContactSection, RegistrationSection } from './contact-sections.tsx';
import { BusinessSection, PersonalSection } from './details-sections.tsx';
import { DiscountSection } from './discount-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import type { SetValue } from './section-props.ts';
import type {
  RegistrationField,
  RegistrationFiles,
  RegistrationProblem,
  RegistrationValues,
} from './registration-values.ts';

interface Props {
  values: RegistrationValues;
  set: SetValue;
  files: RegistrationFiles;
  setFiles: (files: RegistrationFiles) => void;
  /** The first problem found by the last submit, shown at its field. */
  problem: RegistrationProblem | null;
  /** Counts the submits that found a problem: each one takes the focus to it. */
  attempt: number;
  submitting: boolean;
  onSubmit: () => void;
  onReset: () => void;
  onBack: () => void;
  /** The box was ticked or the link followed: the terms open. */
  onOpenTerms: () => void;
}

export function RegistrationForm(props: Props) {
  const { values, set, files, setFiles, problem, submitting } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, props.attempt);
  const errorAt = (field: RegistrationField) =>
    problem?.field === field ? problem.message : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      ref={formRef}
      className="form reg-form"
      onSubmit={submit}
      noValidate
      aria-label="Partner registration"
    >
      <button type="button" className="btn btn-outline btn-sm reg-back" onClick={props.onBack}>
        ← Back to partner types
      </button>
      <PersonalSection values={values} set={set} errorAt={errorAt} />
      <BusinessSection values={values} set={set} errorAt={errorAt} />
      <ContactSection values={values} set={set} errorAt={errorAt} />
      <RegistrationSection values={values} set={set} errorAt={errorAt} />
      <DocumentsSection role={values.role} files={files} setFiles={setFiles} errorAt={errorAt} />
      <DiscountSection values={values} set={set} errorAt={errorAt} />
      <div className="reg-terms">
        <label className="reg-terms-box">
          <input
            type="checkbox"
            checked={values.termsAccepted}
            onChange={(e) => {
              if (e.target.checked) props.onOpenTerms();
              else set('termsAccepted', false);
            }}
          />
          I accept the{' '}
        </label>
        <button type="button" className="link-button" onClick={props.onOpenTerms}>
          Terms and Conditions
        </button>
      </div>
      {!values.termsAccepted && <p className="hint">{REGISTRATION_MESSAGES.terms}</p>}
      <div className="button-row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!values.termsAccepted || submitting}
        >
          {submitting ? 'Submitting...' : 'Submit Registration'}
        </button>
        <button type="button" className="btn btn-outline" onClick={props.onReset}>
          Reset Form
        </button>
      </div>
    </form>
  );
}
