import { useEffect, useState } from 'react';
import { fetchDocument } from '../../../api/admin-api.ts';
import { Dialog } from '../../../ui/dialog.tsx';

interface Props {
  path: string;
  title: string;
  onClose: () => void;
}

type Shown =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; pdf: boolean };

/**
 * Certificates are served to admins only, so the file is fetched with the token and shown
 * through a blob: URL. The CSP allows blob: images but no frames or objects, so a PDF is offered
 * to open in a new tab or download instead of being embedded.
 */
export function DocumentPreviewDialog({ path, title, onClose }: Props) {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const [imageFailed, setImageFailed] = useState(false);

  useEffect(() => {
    let current = true;
    let url: string | null = null;
    fetchDocument(path)
      .then((doc) => {
        if (doc.url.startsWith('blob:')) url = doc.url;
        if (current) {
          const pdf = doc.type === 'application/pdf' || /\.pdf$/i.test(path);
          setShown({ state: 'ready', url: doc.url, pdf });
        }
      })
      .catch(() => current && setShown({ state: 'failed' }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  return (
    <Dialog title={title} wide onClose={onClose}>
      {shown.state === 'loading' && (
        <p className="loading" role="status">
          Loading...
        </p>
      )}
      {(shown.state === 'failed' || imageFailed) && (
        <p className="admin-image-missing">Image not available</p>
      )}
      {shown.state === 'ready' && shown.pdf && (
        <div className="button-row">
          <p>This document is a PDF.</p>
          <a className="btn btn-primary btn-sm" href={shown.url} target="_blank" rel="noreferrer">
            Open
          </a>
          <a className="btn btn-outline btn-sm" href={shown.url} download={`${title}.pdf`}>
            Download
          </a>
        </div>
      )}
      {shown.state === 'ready' && !shown.pdf && !imageFailed && (
        <img
          className="admin-document"
          src={shown.url}
          alt={title}
          onError={() => setImageFailed(true)}
        />
      )}
    </Dialog>
  );
}
