import { useState } from 'react';
import { formatDateIN } from '@mcs/shared';
import { issueInvite } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';

/** Issues a one-time admin invite code (no one becomes admin uninvited). */
export function InviteButton() {
  const toast = useToast();
  const [invite, setInvite] = useState<{ code: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    try {
      const { code, expiresAt } = await issueInvite();
      setInvite({ code, expiresAt });
    } catch (failure) {
      toast({
        title: 'Invite Failed',
        // The title says what failed; under it, the server's reason when it gave one.
        description: messageFor(failure, ''),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={issue}>
        Invite Admin
      </button>
      {invite && (
        <Dialog title="Admin invite code" onClose={() => setInvite(null)}>
          <p>
            Give this code to the new admin for the Invite Code field at /admin/register. It works
            once, until {formatDateIN(invite.expiresAt)}.
          </p>
          <p className="admin-invite-code" data-testid="invite-code">
            {invite.code}
          </p>
        </Dialog>
      )}
    </>
  );
}
