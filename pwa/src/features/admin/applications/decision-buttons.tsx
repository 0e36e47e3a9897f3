import { useState } from 'react';
import type { PartnerApplication } from '@mcs/shared';
import { approveApplication, rejectApplication } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';

interface Props {
  application: PartnerApplication;
  onDecided: () => void;
}

/** Approve, or Reject with an optional reason (the admin is prompted for it). */
export function DecisionButtons({ application, onDecided }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (application.status !== 'pending') return null;

  const decide = async (action: () => Promise<{ message: string }>, failTitle: string) => {
    setBusy(true);
    try {
      const { message } = await action();
      toast({ title: message, description: application.name, tone: 'success' });
      setRejecting(false);
      onDecided();
    } catch (failure) {
      toast({
        title: failTitle,
        description: messageFor(failure, 'Please try again.'),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={busy}
        onClick={() => decide(() => approveApplication(application._id), 'Approval Failed')}
      >
        Approve
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline admin-danger"
        disabled={busy}
        onClick={() => setRejecting(true)}
      >
        Reject
      </button>
      {rejecting && (
        <ConfirmDialog
          title={`Reject ${application.name}?`}
          confirmLabel="Reject Application"
          danger
          onConfirm={() =>
            decide(() => rejectApplication(application._id, reason), 'Rejection Failed')
          }
          onCancel={() => setRejecting(false)}
        >
          <TextAreaField
            className="form"
            label="Reason for rejection (optional)"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
