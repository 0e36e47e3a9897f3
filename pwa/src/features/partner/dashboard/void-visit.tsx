import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerVisitItem } from '@mcs/shared';
import { voidVisit } from '../../../api/api-keys-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextField } from '../../../ui/field.tsx';

/** A visit may be voided this long after the server recorded it (the server holds the rule). */
const VOID_WINDOW_MS = 24 * 60 * 60_000;
export const GIVE_A_REASON = 'Please say why the visit is voided.';
export const VOID_FAILED = 'The visit could not be voided. Please try again.';

/** Whether the desk offers Void: the partner's own visit, not voided, recorded under 24 h ago. */
export function canVoid(visit: PartnerVisitItem, now = Date.now()): boolean {
  if (visit.voidedAt || !visit.recordedAt) return false;
  return now - Date.parse(visit.recordedAt) < VOID_WINDOW_MS;
}

/**
 * Void on a visit of the Recent Visits list: a dialog asks the reason first. A voided visit stays
 * in the list, marked, and leaves the member's savings and the desk's figures.
 */
export function VoidVisit({
  token,
  visit,
  onVoided,
}: {
  token: string;
  visit: PartnerVisitItem;
  onVoided: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => voidVisit(token, visit.id, reason.trim()),
    onSuccess: () => {
      setAsking(false);
      onVoided();
    },
  });
  const confirm = async () => {
    if (reason.trim() === '') {
      setProblem(GIVE_A_REASON);
      return;
    }
    await submit.mutateAsync().catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`Void the visit of ${visit.memberName}`}
        onClick={() => {
          setReason('');
          setProblem(null);
          submit.reset();
          setAsking(true);
        }}
      >
        Void
      </button>
      {asking && (
        <ConfirmDialog
          title="Void this visit?"
          confirmLabel="Void visit"
          danger
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        >
          <p>
            {visit.memberName} ({visit.membershipId}), {visit.service}, {visit.date} {visit.time}.
            The visit stays in your list, marked voided, and no longer counts in your figures or the
            member&apos;s savings.
          </p>
          <TextField
            label="Reason"
            placeholder="e.g. Recorded twice"
            maxLength={200}
            value={reason}
            error={problem}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
          />
          {submit.error && (
            <p className="form-error" role="alert">
              {messageFor(submit.error, VOID_FAILED)}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
