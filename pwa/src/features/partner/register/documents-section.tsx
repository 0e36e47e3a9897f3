import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { sniffUploadType, UPLOAD_SIGNATURE_BYTES } from '@mcs/shared/uploads';
import { useT } from '../../../i18n';
import { TextField } from '../../../ui/field.tsx';
import { deskText } from '../i18n/catalog.ts';
import {
  CERTIFICATE_ACCEPT,
  certificateProblem,
  isClinicRole,
  PHOTO_ACCEPT,
  photosProblem,
  type RegistrationFiles,
} from './registration-values.ts';

/**
 * A data: address previewing a chosen image (the CSP allows data: images); null for a PDF. The
 * type comes from the file's first bytes, not its name or the browser's guess, so the preview is
 * never a broken image.
 */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    void file
      .slice(0, UPLOAD_SIGNATURE_BYTES)
      .arrayBuffer()
      .then((head) => {
        const type = sniffUploadType(new Uint8Array(head));
        if (live && type?.startsWith('image/')) reader.readAsDataURL(new Blob([file], { type }));
      });
    return () => {
      live = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useT(deskText);
  const url = usePreview(file);
  return (
    <li className="reg-file">
      {url ? <img src={url} alt={file.name} /> : <span className="reg-file-icon">PDF</span>}
      <span className="reg-file-name">{file.name}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={onRemove}
        aria-label={t('reg.remove', { name: file.name })}
      >
        ×
      </button>
    </li>
  );
}

export type DocumentField = 'certificate' | 'photos';

interface Props {
  role: string;
  /** The error shown at a file field: a file just refused, or the registration's first problem. */
  errorAt: (field: DocumentField) => string | undefined;
  /** A chosen file was refused (with why), or a good one taken (null): shown at its field. */
  onChecked: (field: DocumentField, problem: string | null) => void;
  files: RegistrationFiles;
  setFiles: Dispatch<SetStateAction<RegistrationFiles>>;
}

export function DocumentsSection({ role, files, setFiles, errorAt, onChecked }: Props) {
  const { t } = useT(deskText);
  const clinic = isClinicRole(role);
  // Reading a file takes a moment: only the last certificate chosen counts.
  const certificateChoice = useRef(0);

  const onCertificate = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const choice = ++certificateChoice.current;
    const why = await certificateProblem(file);
    if (choice !== certificateChoice.current) return;
    onChecked('certificate', why);
    if (why === null) setFiles((current) => ({ ...current, certificate: file }));
  };

  const onPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const why = await photosProblem(chosen, files.photos.length);
    onChecked('photos', why);
    if (why === null)
      setFiles((current) => ({ ...current, photos: [...current.photos, ...chosen] }));
  };

  return (
    <fieldset className="reg-section">
      <legend>{t('reg.documents')}</legend>
      <TextField
        label={clinic ? t('reg.councilCertificate') : t('reg.governmentCertificate')}
        error={errorAt('certificate')}
        type="file"
        accept={CERTIFICATE_ACCEPT}
        onChange={(event) => void onCertificate(event)}
      />
      <p className="hint">{t('reg.certificateHint')}</p>
      {files.certificate && (
        <ul className="reg-files">
          <Preview
            file={files.certificate}
            onRemove={() => setFiles((current) => ({ ...current, certificate: null }))}
          />
        </ul>
      )}
      {clinic && (
        <>
          <TextField
            label={t('reg.photos')}
            error={errorAt('photos')}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            onChange={(event) => void onPhotos(event)}
          />
          <p className="hint">{t('reg.photosHint')}</p>
          {files.photos.length > 0 && (
            <ul className="reg-files">
              {files.photos.map((photo, index) => (
                <Preview
                  key={`${photo.name}-${index}`}
                  file={photo}
                  onRemove={() =>
                    setFiles((current) => ({
                      ...current,
                      photos: current.photos.filter((_, i) => i !== index),
                    }))
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
