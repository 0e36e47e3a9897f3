import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

interface Props {
  title: string;
  /** What is about to happen, and any field it needs (a reason). */
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the confirm button stays disabled until a returned promise settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape or a press outside the box. */
  onCancel: () => void;
  cancelLabel?: string;
  /** An action that cannot be undone: the confirm button is red. */
  danger?: boolean;
  /** Confirm cannot be pressed yet (the terms are not read to the end). */
  confirmDisabled?: boolean;
  closeOnBackdrop?: boolean;
  wide?: boolean;
}

/**
 * "Are you sure?": Cancel and one action. Cancel has focus when it opens, so Enter on a
 * destructive question does nothing harmful.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel = 'Cancel',
  danger = false,
  confirmDisabled = false,
  closeOnBackdrop = true,
  wide = false,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      wide={wide}
      closeOnBackdrop={closeOnBackdrop}
      initialFocus={cancelRef}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn btn-outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-primary btn-danger' : 'btn btn-primary'}
            disabled={busy || confirmDisabled}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
