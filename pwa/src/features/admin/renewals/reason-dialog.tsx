import { useId, useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';

/** Asks for the reason of a refusal or a refund; the member reads it. */
export function ReasonDialog({
  title,
  action,
  busy,
  onCancel,
  onSubmit,
}: {
  title: string;
  action: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) return setMissing(true);
    onSubmit(reason.trim());
  };
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>
            {action}
          </button>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      <label htmlFor={`${id}-reason`}>Reason</label>
      <textarea
        id={`${id}-reason`}
        className="input"
        maxLength={500}
        value={reason}
        aria-invalid={missing}
        onChange={(e) => setReason(e.target.value)}
      />
      {missing && (
        <p className="form-error" role="alert">
          Please give a reason.
        </p>
      )}
    </Dialog>
  );
}
