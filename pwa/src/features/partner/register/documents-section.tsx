import { useEffect, useState, type ChangeEvent } from 'react';
import { TextField } from '../../../ui/field.tsx';
import {
  CERTIFICATE_ACCEPT,
  certificateProblem,
  isClinicRole,
  PHOTO_ACCEPT,
  photosProblem,
  type RegistrationFiles,
} from './registration-values.ts';

/** A data: address previewing a chosen image (the CSP allows data: images); null for a PDF. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = usePreview(file);
  return (
    <li className="reg-file">
      {url ? <img src={url} alt={file.name} /> : <span className="reg-file-icon">PDF</span>}
      <span className="reg-file-name">{file.name}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
      >
        ×
      </button>
    </li>
  );
}

interface Props {
  role: string;
  /** The registration's first problem, when it is a missing document. */
  errorAt: (field: 'certificate' | 'photos') => string | undefined;
  files: RegistrationFiles;
  setFiles: (files: RegistrationFiles) => void;
}

export function DocumentsSection({ role, files, setFiles, errorAt }: Props) {
  const clinic = isClinicRole(role);
  const [problem, setProblem] = useState<string | null>(null);

  const onCertificate = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = certificateProblem(file);
    setProblem(why);
    if (why === null) setFiles({ ...files, certificate: file });
  };

  const onPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const why = photosProblem(chosen, files.photos.length);
    setProblem(why);
    if (why === null) setFiles({ ...files, photos: [...files.photos, ...chosen] });
  };

  return (
    <fieldset className="reg-section">
      <legend>Document Uploads</legend>
      <TextField
        label={clinic ? 'Council Certificate *' : 'Government Registration Certificate *'}
        error={errorAt('certificate')}
        type="file"
        accept={CERTIFICATE_ACCEPT}
        onChange={onCertificate}
      />
      <p className="hint">An image (JPEG, PNG or WebP) or a PDF, at most 5 MB.</p>
      {files.certificate && (
        <ul className="reg-files">
          <Preview
            file={files.certificate}
            onRemove={() => setFiles({ ...files, certificate: null })}
          />
        </ul>
      )}
      {clinic && (
        <>
          <TextField
            label="Clinic Photos *"
            error={errorAt('photos')}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            onChange={onPhotos}
          />
          <p className="hint">Images (JPEG, PNG or WebP), up to 6, at most 5 MB each.</p>
          {files.photos.length > 0 && (
            <ul className="reg-files">
              {files.photos.map((photo, index) => (
                <Preview
                  key={`${photo.name}-${index}`}
                  file={photo}
                  onRemove={() =>
                    setFiles({ ...files, photos: files.photos.filter((_, i) => i !== index) })
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
