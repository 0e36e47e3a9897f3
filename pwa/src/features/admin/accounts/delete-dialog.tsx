import { deletePartner, deleteUser } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';

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

/** Deleting a partner or a user asks first, and says it cannot be undone. */
export function DeleteDialog({ target, onClose, onDeleted }: Props) {
  const toast = useToast();
  const noun = target.kind === 'partner' ? 'Partner' : 'User';

  const confirm = async () => {
    try {
      const { message } = await (target.kind === 'partner' ? deletePartner : deleteUser)(target.id);
      toast({ title: message, description: target.name, tone: 'success' });
      onDeleted();
    } catch (failure) {
      toast({
        title: 'Delete Failed',
        // The title says what failed; under it, the server's reason when it gave one.
        description: messageFor(failure, ''),
        tone: 'error',
      });
    }
  };

  return (
    <ConfirmDialog
      title={`Delete ${noun}`}
      confirmLabel="Delete"
      danger
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Delete <strong>{target.name}</strong>? This action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
