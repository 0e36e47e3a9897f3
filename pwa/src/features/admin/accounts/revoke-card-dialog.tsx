import { useState } from 'react';
import { revokeCard } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';

interface Props {
  member: { membershipId: string; name: string };
  onClose: () => void;
  onRevoked: () => void;
}

/** Cancels a member's current card: desk mode refuses it after its next sync. */
export function RevokeCardDialog({ member, onClose, onRevoked }: Props) {
  const toast = useToast();
  const [reason, setReason] = useState('');

  const confirm = async () => {
    try {
      const answer = await revokeCard(member.membershipId, reason);
      toast({
        title: answer.revoked.length > 0 ? 'Card revoked' : 'No live card to revoke',
        description: `${member.name} (${member.membershipId})`,
        tone: 'success',
      });
      onRevoked();
    } catch (failure) {
      toast({
        title: 'Revoke Failed',
        // The title says what failed; under it, the server's reason when it gave one.
        description: messageFor(failure, ''),
        tone: 'error',
      });
    }
  };

  return (
    <ConfirmDialog
      title="Revoke Card"
      confirmLabel="Revoke Card"
      danger
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Revoke the card of <strong>{member.name}</strong> ({member.membershipId})? Partner desks
        refuse it after their next sync.
      </p>
      <TextField
        className="form"
        label="Reason (optional)"
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
