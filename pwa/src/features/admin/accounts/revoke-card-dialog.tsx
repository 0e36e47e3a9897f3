import { useState } from 'react';
import { revokeCard } from '../../../api/admin-api.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { failureText } from '../failure-text.ts';

interface Props {
  member: { membershipId: string; name: string };
  onClose: () => void;
  onRevoked: () => void;
}

/** Cancels a member's current card: desk mode refuses it after its next sync. */
export function RevokeCardDialog({ member, onClose, onRevoked }: Props) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
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
        description: failureText(failure),
        tone: 'error',
      });
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Revoke Card"
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
            Revoke Card
          </button>
        </>
      }
    >
      <p>
        Revoke the card of <strong>{member.name}</strong> ({member.membershipId})? Partner desks
        refuse it after their next sync.
      </p>
      <label className="form">
        Reason (optional)
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
    </Dialog>
  );
}
