import { useState } from 'react';
import { deletePartner, deleteUser } from '../../../api/admin-api.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { failureText } from '../failure-text.ts';

export interface DeleteTarget {
  kind: 'partner' | 'user';
  id: string;
  name: string;
}

interface Props {
  target: DeleteTarget;
  onClose: () => void;
  onDeleted: () => void;
}

/** The delete-partner and delete-user confirmations ('This action cannot be undone'). */
export function DeleteDialog({ target, onClose, onDeleted }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const noun = target.kind === 'partner' ? 'Partner' : 'User';

  const confirm = async () => {
    setBusy(true);
    try {
      const { message } = await (target.kind === 'partner' ? deletePartner : deleteUser)(target.id);
      toast({ title: message, description: target.name, tone: 'success' });
      onDeleted();
    } catch (failure) {
      toast({
        title: 'Delete Failed',
        description: failureText(failure),
        tone: 'error',
      });
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={`Delete ${noun}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary admin-danger-fill"
            disabled={busy}
            onClick={confirm}
          >
            Delete
          </button>
        </>
      }
    >
      <p>
        Delete <strong>{target.name}</strong>? This action cannot be undone.
      </p>
    </Dialog>
  );
}
