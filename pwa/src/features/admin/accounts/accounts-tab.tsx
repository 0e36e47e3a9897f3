import { useState } from 'react';
import { adminQueries } from '../../../api/admin-api.ts';
import { ListTab } from '../../../ui/list-tab.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { useAdminChanged } from '../admin-changed.ts';
import { useLoad } from '../use-load.ts';
import { DeleteDialog, type DeleteTarget } from './delete-dialog.tsx';
import { ExportButton } from './export-button.tsx';
import { PartnersTable } from './partners-table.tsx';
import { RevokeCardDialog, type RevokeTarget } from './revoke-card-dialog.tsx';
import { UsersTable } from './users-table.tsx';

interface Props {
  kind: 'partners' | 'users';
}

/** Active partners or users: searched and paged on the server (too many to send whole). */
export function AccountsTab({ kind }: Props) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  const query = { page, search: useDebounced(text).trim() };
  const users = useLoad(adminQueries.users(query), kind === 'users');
  const partners = useLoad(adminQueries.partners(query), kind === 'partners');
  const changed = useAdminChanged();
  const label = kind === 'users' ? 'Users' : 'Active Partners';

  const search = {
    label: `Search ${label.toLowerCase()}`,
    placeholder:
      kind === 'users' ? 'Search by name, email or membership ID...' : 'Search partners...',
    value: text,
    onChange: (value: string) => {
      setText(value);
      setPage(1);
    },
  };
  // The file follows the box as typed, even inside the list's 300 ms debounce.
  const exportButton = (
    <ExportButton kind={kind === 'users' ? 'members' : 'partners'} search={text.trim()} />
  );

  return (
    <>
      {kind === 'users' ? (
        <ListTab
          title={label}
          search={search}
          actions={exportButton}
          state={users}
          isEmpty={(d) => d.users.length === 0}
          empty="No users found"
          pages={{
            label: 'User pages',
            of: (d) => ({
              currentPage: d.pagination.currentPage,
              totalPages: d.pagination.totalPages,
              summary: `Showing ${d.users.length} of ${d.pagination.totalUsers} users`,
            }),
            onPage: setPage,
          }}
        >
          {(d) => (
            <UsersTable
              users={d.users}
              onDelete={(u) => setDeleting({ kind: 'user', id: u._id, name: u.name })}
              onRevoke={(u) =>
                setRevoking({
                  id: u._id,
                  membershipId: u.membershipId,
                  name: u.name,
                  status: u.status,
                })
              }
            />
          )}
        </ListTab>
      ) : (
        <ListTab
          title={label}
          search={search}
          actions={exportButton}
          state={partners}
          isEmpty={(d) => d.partners.length === 0}
          empty="No active partners found"
          pages={{
            label: 'Partner pages',
            of: (d) => ({
              currentPage: d.pagination.currentPage,
              totalPages: d.pagination.totalPages,
              summary: `Showing ${d.partners.length} of ${d.pagination.totalPartners} partners`,
            }),
            onPage: setPage,
          }}
        >
          {(d) => (
            <PartnersTable
              partners={d.partners}
              onDelete={(p) => setDeleting({ kind: 'partner', id: p._id, name: p.name })}
            />
          )}
        </ListTab>
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
        <RevokeCardDialog member={revoking} onClose={() => setRevoking(null)} onChanged={changed} />
      )}
    </>
  );
}
