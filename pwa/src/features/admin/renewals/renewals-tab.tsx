import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateIN, formatRupees } from '@mcs/shared';
import type { AdminRenewal } from '@mcs/shared/renewals';
import {
  confirmRenewal,
  refundRenewal,
  refuseRenewal,
  renewalsQuery,
} from '../../../api/admin-renewals-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ListTab } from '../../../ui/list-tab.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminChanged } from '../admin-changed.ts';
import { useLoad } from '../use-load.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const STATUS_LABEL: Record<AdminRenewal['status'], string> = {
  pending: 'Waiting',
  confirmed: 'Confirmed',
  refused: 'Refused',
  refunded: 'Refunded',
};

type Asking = { kind: 'refuse' | 'refund'; renewal: AdminRenewal } | null;

/**
 * Renewals paid by UPI: each request names the member, the amount and the UPI transaction
 * reference to look for in the business's UPI account; the admin confirms it once the money is
 * there, or refuses it with a reason the member reads. A confirmed one can be refunded while the
 * refund rule allows it; the server says why when it does not.
 */
export function RenewalsTab() {
  const toast = useToast();
  const changed = useAdminChanged();
  const renewals = useLoad(renewalsQuery());
  const [asking, setAsking] = useState<Asking>(null);

  const failed = (title: string) => (failure: unknown) =>
    toast({ title, description: messageFor(failure, ''), tone: 'error' });
  const confirming = useMutation({
    mutationFn: (r: AdminRenewal) => confirmRenewal(r.id),
    onSuccess: (r) => {
      toast({
        title: 'Renewal confirmed',
        description: `${r.member.name}: valid until ${formatDateIN(r.newValidUntil)}`,
        tone: 'success',
      });
      changed();
    },
    onError: failed('Confirm Failed'),
  });
  const deciding = useMutation({
    mutationFn: ({
      kind,
      renewal,
      reason,
    }: {
      kind: 'refuse' | 'refund';
      renewal: AdminRenewal;
      reason: string;
    }) =>
      kind === 'refuse' ? refuseRenewal(renewal.id, reason) : refundRenewal(renewal.id, reason),
    onSuccess: (r, { kind }) => {
      toast({
        title: kind === 'refuse' ? 'Renewal refused' : 'Renewal refunded',
        description: `${r.member.name} ${r.reference}`,
        tone: 'success',
      });
      setAsking(null);
      changed();
    },
    onError: failed('Update Failed'),
  });
  const busy = confirming.isPending || deciding.isPending;

  return (
    <>
      <ListTab
        title="Renewals"
        state={renewals}
        isEmpty={(d) => d.renewals.length === 0}
        empty="No renewal requests yet"
      >
        {(d) => (
          <ul className="admin-rows">
            {d.renewals.map((r) => (
              <li key={r.id} className="admin-row">
                <div>
                  <strong>{r.member.name}</strong> {r.member.membershipId}{' '}
                  <span className="badge">{STATUS_LABEL[r.status]}</span>
                  <p className="hint">
                    {formatRupees(r.amounts.totalWithTax)} ({formatRupees(r.amounts.tax)} GST) · UTR{' '}
                    {r.utr} · {r.reference} · {formatDateIN(r.requestedAt)}
                  </p>
                  {r.reason && <p className="hint">Reason: {r.reason}</p>}
                </div>
                <div className="button-row">
                  {r.status === 'pending' && (
                    <>
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        onClick={() => confirming.mutate(r)}
                      >
                        Confirm
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        disabled={busy}
                        onClick={() => setAsking({ kind: 'refuse', renewal: r })}
                      >
                        Refuse
                      </button>
                    </>
                  )}
                  {r.status === 'confirmed' && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={busy}
                      onClick={() => setAsking({ kind: 'refund', renewal: r })}
                    >
                      Refund
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListTab>
      {asking && (
        <ReasonDialog
          title={
            asking.kind === 'refuse'
              ? `Refuse the renewal of ${asking.renewal.member.name}`
              : `Refund the renewal of ${asking.renewal.member.name}`
          }
          action={asking.kind === 'refuse' ? 'Refuse renewal' : 'Refund renewal'}
          busy={deciding.isPending}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => deciding.mutate({ ...asking, reason })}
        />
      )}
    </>
  );
}
