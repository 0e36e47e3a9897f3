import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PartnerType } from '@mcs/shared';
import { submitPartnerRegistration } from '../../../api/partner-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { translate } from '../../../i18n';
import { Dialog } from '../../../ui/dialog.tsx';
import { useDeskWords } from '../desk/desk-words.ts';
import { deskText } from '../i18n/catalog.ts';
import { TermsDialog } from './terms/index.ts';
import { RegistrationForm } from './registration-form.tsx';
import type { SetValue } from './section-props.ts';
import {
  emptyValues,
  NO_FILES,
  registrationProblem,
  toFormData,
  type RegistrationFiles,
  type RegistrationProblem,
  type RegistrationValues,
} from './registration-values.ts';
import { registrationText } from './registration-words.ts';
import { TypeChooser } from './type-chooser.tsx';
import { usePincodeDirectory } from './use-pincode-directory.ts';
import '../partner.css';

type Result = { ok: true } | { ok: false; message: string };

/** /partner/register: the type chooser, then the form; a failed submission keeps everything. */
export default function PartnerRegisterPage() {
  const navigate = useNavigate();
  const words = useDeskWords();
  const { t } = words;
  const [values, setValues] = useState<RegistrationValues>(() => emptyValues());
  const [files, setFiles] = useState<RegistrationFiles>(NO_FILES);
  const [chosen, setChosen] = useState(false);
  const [problem, setProblem] = useState<RegistrationProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const pincodes = usePincodeDirectory();

  const set: SetValue = useCallback((key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const choose = (type: PartnerType) => {
    set('role', type);
    setChosen(true);
  };

  const reset = () => {
    setValues((current) => emptyValues(current.role));
    setFiles(NO_FILES);
    setProblem(null);
  };

  const submit = async () => {
    const found = registrationProblem(values, files, pincodes);
    setProblem(found);
    if (found !== null) {
      setAttempt((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await submitPartnerRegistration(toFormData(values, files));
      reset();
      setResult({ ok: true });
    } catch (failure) {
      // The server's message, else the text it sent, else 'Registration failed'; said in the
      // language of the moment the answer comes.
      const message = messageFor(failure, translate(deskText, 'reg.failed'), {
        network: translate(deskText, 'reg.unexpected'),
        rawText: true,
      });
      setResult({ ok: false, message });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="section">
      <div className="container narrow">
        <h1>{t('reg.title')}</h1>
        {chosen ? (
          <RegistrationForm
            values={values}
            set={set}
            files={files}
            setFiles={setFiles}
            problem={problem}
            attempt={attempt}
            submitting={submitting}
            onSubmit={() => void submit()}
            onReset={reset}
            onBack={() => setChosen(false)}
            onOpenTerms={() => setTermsOpen(true)}
          />
        ) : (
          <TypeChooser onChoose={choose} />
        )}
      </div>
      <TermsDialog
        open={termsOpen}
        onAccept={() => {
          set('termsAccepted', true);
          // The terms' error at the box is answered.
          setProblem((current) => (current?.field === 'terms' ? null : current));
          setTermsOpen(false);
        }}
        onCancel={() => {
          set('termsAccepted', false);
          setTermsOpen(false);
        }}
      />
      {result?.ok === true && (
        <Dialog
          title={t('reg.submittedTitle')}
          onClose={() => setResult(null)}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => navigate('/partner')}>
              {t('reg.goToPortal')}
            </button>
          }
        >
          <p>{t('reg.submittedText')}</p>
        </Dialog>
      )}
      {result?.ok === false && (
        <Dialog
          title={t('reg.errorTitle')}
          onClose={() => setResult(null)}
          actions={
            <button type="button" className="btn btn-outline" onClick={() => setResult(null)}>
              {t('reg.close')}
            </button>
          }
        >
          {/* The server checks the same shared rules and answers in their words. */}
          <p>{registrationText(words, result.message)}</p>
        </Dialog>
      )}
    </section>
  );
}
