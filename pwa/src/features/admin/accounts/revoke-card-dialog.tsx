import { useState } from 'react';
import type { MemberStatus } from '@mcs/shared';
import { endMembership, revokeCard } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';

export interface RevokeTarget {
  id: string;
  membershipId: string;
  name: string;
  status: MemberStatus;
}

interface Props {
  member: RevokeTarget;
  onClose: () => void;
  /** The member's card or membership changed: the list shows it again. */
  onChanged: () => void;
}

type Step = 'revoke' | { revoked: number } | 'end';

/**
 * Cancels a member's current card (desk mode refuses it after its next sync), then offers the
 * next step, since a revocation alone leaves the member either waiting for a new card or with a
 * membership that should end: a new card is issued by the member's app itself at their next
 * sign-in, or the membership is ended so that none is.
 */
export function RevokeCardDialog({ member, onClose, onChanged }: Props) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<Step>('revoke');
  const who = `${member.name} (${member.membershipId})`;

  const revoke = async () => {
    try {
      const answer = await revokeCard(member.membershipId, reason);
      setStep({ revoked: answer.revoked.length });
      onChanged();
    } catch (failure) {
      toast({
        title: 'Revoke Failed',
        // The title says what failed; under it, the server's reason when it gave one.
        description: messageFor(failure, ''),
        tone: 'error',
      });
    }
  };

  const end = async () => {
    try {
      await endMembership(member.id, reason);
      toast({ title: 'Membership ended', description: who, tone: 'success' });
      onChanged();
      onClose();
    } catch (failure) {
      toast({
        title: 'End Membership Failed',
        description: messageFor(failure, ''),
        tone: 'error',
      });
    }
  };

  if (step === 'revoke') {
    return (
      <ConfirmDialog
        title="Revoke Card"
        confirmLabel="Revoke Card"
        danger
        onConfirm={revoke}
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

  if (step === 'end') {
    return (
      <ConfirmDialog
        title="End Membership"
        confirmLabel="End Membership"
        danger
        onConfirm={end}
        onCancel={onClose}
      >
        <p>
          End the membership of <strong>{member.name}</strong> ({member.membershipId})? Partner
          desks refuse it, no new card is issued and any card still live is revoked.
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

  const canEnd = member.status !== 'Cancelled';
  return (
    <Dialog
      title="Revoke Card"
      onClose={onClose}
      actions={
        <>
          {canEnd && (
            <button
              type="button"
              className="btn btn-outline admin-danger"
              onClick={() => setStep('end')}
            >
              End Membership
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <p role="status">
        <strong>{step.revoked > 0 ? 'Card revoked' : 'No live card to revoke'}</strong>: {who}
        {step.revoked > 0
          ? '. Partner desks refuse it after their next sync.'
          : ' holds no card a desk would accept.'}
      </p>
      <h3>Next step</h3>
      <NextCard name={member.name} status={member.status} />
      {canEnd && (
        <p>
          <strong>End the membership</strong> if {member.name} is not to have a card: desks refuse
          the membership and no new card is issued.
        </p>
      )}
    </Dialog>
  );
}

/** Whether a new card comes, and when: the member's app asks for one once they sign in again. */
function NextCard({ name, status }: { name: string; status: MemberStatus }) {
  if (status === 'Active') {
    return (
      <p>
        <strong>Issue a new card:</strong> nothing to do here. A new card will be issued when {name}{' '}
        next opens the app and signs in.
      </p>
    );
  }
  if (status === 'Expired') {
    return <p>The membership has expired: no new card is issued until it is renewed.</p>;
  }
  return <p>The membership has ended: no new card will be issued.</p>;
}
