import { useState } from 'react';
import { adminQueries } from '../../../api/admin-api.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { useAdminChanged } from '../admin-changed.ts';
import { ListState } from '../list-state.tsx';
import { useLoad } from '../use-load.ts';
import { DeleteDialog, type DeleteTarget } from './delete-dialog.tsx';
import { ExportButton } from './export-button.tsx';
import { PartnersTable } from './partners-table.tsx';
import { RevokeCardDialog } from './revoke-card-dialog.tsx';
import { UsersTable } from './users-table.tsx';

interface Props {
  kind: 'partners' | 'users';
}

/** Active partners or users: searched and paged on the server (too many to send whole). */
export function AccountsTab({ kind }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [revoking, setRevoking] = useState<{ membershipId: string; name: string } | null>(null);
  const query = { page, search: useDebounced(search).trim() };
  const users = useLoad(adminQueries.users(query), kind === 'users');
  const partners = useLoad(adminQueries.partners(query), kind === 'partners');
  const changed = useAdminChanged();
  const label = kind === 'users' ? 'Users' : 'Active Partners';

  return (
    <>
      <div className="admin-toolbar">
        <h2>{label}</h2>
        <input
          type="search"
          className="admin-search"
          placeholder={
            kind === 'users' ? 'Search by name, email or membership ID...' : 'Search partners...'
          }
          aria-label={`Search ${label.toLowerCase()}`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {/* The file follows the box as typed, even inside the list's 300 ms debounce. */}
        <ExportButton kind={kind === 'users' ? 'members' : 'partners'} search={search.trim()} />
      </div>
      {kind === 'users' ? (
        <ListState state={users} isEmpty={(d) => d.users.length === 0} empty="No users found">
          {(d) => (
            <>
              <UsersTable
                users={d.users}
                onDelete={(u) => setDeleting({ kind: 'user', id: u._id, name: u.name })}
                onRevoke={(u) => setRevoking({ membershipId: u.membershipId, name: u.name })}
              />
              <p className="hint">
                Showing {d.users.length} of {d.pagination.totalUsers} users
              </p>
              <Pagination
                label="User pages"
                currentPage={d.pagination.currentPage}
                totalPages={d.pagination.totalPages}
                onPage={setPage}
                disabled={users.loading}
              />
            </>
          )}
        </ListState>
      ) : (
        <ListState
          state={partners}
          isEmpty={(d) => d.partners.length === 0}
          empty="No active partners found"
        >
          {(d) => (
            <>
              <PartnersTable
                partners={d.partners}
                onDelete={(p) => setDeleting({ kind: 'partner', id: p._id, name: p.name })}
              />
              <p className="hint">
                Showing {d.partners.length} of {d.pagination.totalPartners} partners
              </p>
              <Pagination
                label="Partner pages"
                currentPage={d.pagination.currentPage}
                totalPages={d.pagination.totalPages}
                onPage={setPage}
                disabled={partners.loading}
              />
            </>
          )}
        </ListState>
      )}
      {deleting && (
        <DeleteDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            changed();
          }}
        />
      )}
      {revoking && (
        <RevokeCardDialog
          member={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            changed();
          }}
        />
      )}
    </>
  );
}
