import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useFieldIds } from '../../../ui/field.tsx';
import { useFirstErrorFocus } from '../../../ui/use-first-error-focus.ts';
import { useDeskWords } from '../desk/desk-words.ts';
import { ContactSection, RegistrationSection } from './contact-sections.tsx';
import { BusinessSection, PersonalSection } from './details-sections.tsx';
import { DiscountSection } from './discount-section.tsx';
import { DocumentsSection, type DocumentField } from './documents-section.tsx';
import { registrationText } from './registration-words.ts';
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
  setFiles: Dispatch<SetStateAction<RegistrationFiles>>;
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
  const words = useDeskWords();
  const { t } = words;
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, props.attempt);
  // A file just refused, at its field until the next submit judges the whole form again.
  const [refused, setRefused] = useState<RegistrationProblem | null>(null);
  const errorAt = (field: RegistrationField) => {
    if (refused?.field === field) return registrationText(words, refused.message);
    return problem?.field === field ? registrationText(words, problem.message) : undefined;
  };
  const onFileChecked = (field: DocumentField, why: string | null) =>
    setRefused(why === null ? null : { field, message: why });
  const termsError = errorAt('terms');
  const terms = useFieldIds(undefined, termsError);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused(null);
    props.onSubmit();
  };
  const reset = () => {
    setRefused(null);
    props.onReset();
  };
  return (
    <form
      ref={formRef}
      className="form reg-form"
      onSubmit={submit}
      noValidate
      aria-label={t('reg.form')}
    >
      <button type="button" className="btn btn-outline btn-sm reg-back" onClick={props.onBack}>
        {t('reg.back')}
      </button>
      <PersonalSection values={values} set={set} errorAt={errorAt} />
      <BusinessSection values={values} set={set} errorAt={errorAt} />
      <ContactSection values={values} set={set} errorAt={errorAt} />
      <RegistrationSection values={values} set={set} errorAt={errorAt} />
      <DocumentsSection
        role={values.role}
        files={files}
        setFiles={setFiles}
        errorAt={errorAt}
        onChecked={onFileChecked}
      />
      <DiscountSection values={values} set={set} errorAt={errorAt} />
      {/* Unticked, the terms are an error here like any other field's: Submit stays enabled. */}
      <div className="reg-terms">
        <div className="reg-terms-row">
          <label className="reg-terms-box">
            <input
              type="checkbox"
              {...terms.control}
              checked={values.termsAccepted}
              onChange={(e) => {
                if (e.target.checked) props.onOpenTerms();
                else set('termsAccepted', false);
              }}
            />
            {t('reg.accept')}{' '}
          </label>
          <button type="button" className="link-button reg-terms-link" onClick={props.onOpenTerms}>
            {t('reg.terms')}
          </button>
        </div>
        {termsError && (
          <p id={terms.errorId} className="field-error">
            {termsError}
          </p>
        )}
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? t('reg.submitting') : t('reg.submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={reset}>
          {t('reg.reset')}
        </button>
      </div>
    </form>
  );
}
