import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerVisitItem } from '@mcs/shared';
import { voidVisit } from '../../../api/api-keys-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useDeskWords } from '../desk/desk-words.ts';
import { en } from '../i18n/en.ts';

/** A visit may be voided this long after the server recorded it (the server holds the rule). */
const VOID_WINDOW_MS = 24 * 60 * 60_000;
export const GIVE_A_REASON = en['void.giveReason'];
export const VOID_FAILED = en['void.failed'];

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
  const { t } = useDeskWords();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [noReason, setNoReason] = useState(false);
  const submit = useMutation({
    mutationFn: () => voidVisit(token, visit.id, reason.trim()),
    onSuccess: () => {
      setAsking(false);
      onVoided();
    },
  });
  const confirm = async () => {
    if (reason.trim() === '') {
      setNoReason(true);
      return;
    }
    await submit.mutateAsync().catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={t('void.buttonFor', { name: visit.memberName })}
        onClick={() => {
          setReason('');
          setNoReason(false);
          submit.reset();
          setAsking(true);
        }}
      >
        {t('void.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('void.title')}
          confirmLabel={t('void.confirm')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        >
          <p>
            {t('void.text', {
              name: visit.memberName,
              id: visit.membershipId,
              service: visit.service,
              date: visit.date,
              time: visit.time,
            })}
          </p>
          <TextField
            label={t('void.reason')}
            placeholder={t('void.reasonPlaceholder')}
            maxLength={200}
            value={reason}
            error={noReason ? t('void.giveReason') : null}
            onChange={(e) => {
              setReason(e.target.value);
              setNoReason(false);
            }}
          />
          {submit.error && (
            <p className="form-error" role="alert">
              {messageFor(submit.error, t('void.failed'))}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
