import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_USER_TYPES, formatDateIN, type ContactQuery } from '@mcs/shared';
import { adminQueries, setQueryStatus } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { ListTab } from '../../../ui/list-tab.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminChanged } from '../admin-changed.ts';
import { filterQueries } from '../search-filters.ts';
import { useLoad } from '../use-load.ts';
import { QueryBadge } from './query-badge.tsx';

const userTypeLabel = (value: string) =>
  CONTACT_USER_TYPES.find((o) => o.value === value)?.label ?? value;

/** Contact queries, searched in the browser, with the query stats. */
export function QueriesTab() {
  const toast = useToast();
  const queries = useLoad(adminQueries.queries());
  const stats = useLoad(adminQueries.queryStats());
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ContactQuery | null>(null);
  const changed = useAdminChanged();

  const resolving = useMutation({
    mutationFn: (query: ContactQuery) => setQueryStatus(query._id, 'resolved'),
    onSuccess: (_answer, query) => {
      toast({ title: 'Query resolved', description: query.subject, tone: 'success' });
      setOpen(null);
      changed();
    },
    onError: (failure) =>
      toast({ title: 'Update Failed', description: messageFor(failure, ''), tone: 'error' }),
  });
  const resolve = (query: ContactQuery) => resolving.mutate(query);
  const busy = resolving.isPending;

  return (
    <>
      <ListTab
        title="Queries"
        search={{
          label: 'Search queries',
          placeholder: 'Search by subject, name, email or status...',
          value: search,
          onChange: setSearch,
        }}
        header={
          stats.data && (
            <p className="admin-query-stats">
              <span>Total: {stats.data.totalQueries}</span>
              <span>Pending: {stats.data.pendingQueries}</span>
              <span>Resolved today: {stats.data.resolvedToday}</span>
            </p>
          )
        }
        state={queries}
        isEmpty={(rows) => filterQueries(rows, search).length === 0}
        empty={search.trim() ? 'No queries match your search' : 'No queries yet'}
      >
        {(rows) => (
          <ul className="admin-rows">
            {filterQueries(rows, search).map((q) => (
              <li key={q._id} className="admin-row">
                <div>
                  <strong>{q.subject}</strong> <QueryBadge status={q.status} />
                  <p className="hint">
                    {q.name} · {q.email} · {formatDateIN(q.createdAt)}
                  </p>
                </div>
                <div className="button-row">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => setOpen(q)}
                  >
                    View Details
                  </button>
                  {q.status !== 'resolved' && (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      disabled={busy}
                      onClick={() => resolve(q)}
                    >
                      Mark Resolved
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListTab>
      {open && (
        <Dialog
          title={open.subject}
          wide
          onClose={() => setOpen(null)}
          actions={
            <>
              {open.status !== 'resolved' && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => resolve(open)}
                >
                  Mark Resolved
                </button>
              )}
              <button type="button" className="btn btn-outline" onClick={() => setOpen(null)}>
                Close
              </button>
            </>
          }
        >
          <p>
            <QueryBadge status={open.status} />
          </p>
          <dl className="admin-details">
            <div>
              <dt>From</dt>
              <dd>
                {open.name} ({userTypeLabel(open.userType)})
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${open.email}`}>{open.email}</a>
              </dd>
            </div>
            {open.phone && (
              <div>
                <dt>Phone</dt>
                <dd>{open.phone}</dd>
              </div>
            )}
            <div>
              <dt>Received</dt>
              <dd>{formatDateIN(open.createdAt)}</dd>
            </div>
          </dl>
          <p className="admin-message">{open.message}</p>
        </Dialog>
      )}
    </>
  );
}
