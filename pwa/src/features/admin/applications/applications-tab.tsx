import { useState } from 'react';
import { PARTNER_TYPE_LABELS, formatDateIN, type PartnerApplication } from '@mcs/shared';
import { adminQueries } from '../../../api/admin-api.ts';
import { ListTab } from '../../../ui/list-tab.tsx';
import { useAdminChanged } from '../admin-changed.ts';
import { filterApplications } from '../search-filters.ts';
import { StatusBadge } from '../status-badge.tsx';
import { useLoad } from '../use-load.ts';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import { DecisionButtons } from './decision-buttons.tsx';

/** Pending partner applications, searched in the browser. */
export function ApplicationsTab() {
  const applications = useLoad(adminQueries.applications());
  const changed = useAdminChanged();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<PartnerApplication | null>(null);
  const decided = () => {
    setOpen(null);
    changed();
  };

  return (
    <>
      <ListTab
        title="Partner Applications"
        search={{
          label: 'Search applications',
          placeholder: 'Search by name, type, state or district...',
          value: search,
          onChange: setSearch,
        }}
        state={applications}
        isEmpty={(rows) => filterApplications(rows, search).length === 0}
        empty={search.trim() ? 'No applications match your search' : 'No pending applications'}
      >
        {(rows) => (
          <ul className="admin-rows">
            {filterApplications(rows, search).map((a) => (
              <li key={a._id} className="admin-row">
                <div>
                  <strong>{a.name}</strong> <StatusBadge status={a.status} />
                  <p className="hint">
                    {PARTNER_TYPE_LABELS[a.type]} · {a.district}, {a.state} · applied{' '}
                    {formatDateIN(a.createdAt)}
                  </p>
                </div>
                <div className="button-row">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => setOpen(a)}
                  >
                    View Details
                  </button>
                  <DecisionButtons application={a} onDecided={decided} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListTab>
      {open && (
        <ApplicationDetailsDialog
          application={open}
          onClose={() => setOpen(null)}
          onDecided={decided}
        />
      )}
    </>
  );
}
