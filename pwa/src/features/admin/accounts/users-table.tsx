import { formatDateIN, type UserListItem } from '@mcs/shared';
import { StatusBadge } from '../status-badge.tsx';
import { CardBadge } from './card-badge.tsx';

interface Props {
  users: readonly UserListItem[];
  onDelete: (user: UserListItem) => void;
  onRevoke: (user: UserListItem) => void;
}

/**
 * The admin's list of members, with each one's real status rather than a fixed Active, and beside
 * it the state of their card: an Active member whose card was revoked holds nothing a desk accepts.
 */
export function UsersTable({ users, onDelete, onRevoke }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Membership ID</th>
            <th scope="col">Plan</th>
            <th scope="col">Joined</th>
            <th scope="col">Valid Until</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u._id}>
              <td className="admin-cell-title">
                <strong>{u.name}</strong>
                <br />
                <span className="hint">{u.email}</span>
              </td>
              <td data-label="Membership ID">{u.membershipId}</td>
              <td data-label="Plan">
                {u.plan}
                {u.familyMembers > 0 ? ` (+${u.familyMembers})` : ''}
              </td>
              <td data-label="Joined">{formatDateIN(u.createdAt)}</td>
              <td data-label="Valid Until">{formatDateIN(u.validUntil)}</td>
              <td data-label="Status">
                <span className="admin-badges">
                  <StatusBadge status={u.status} />
                  <CardBadge state={u.cardState} />
                </span>
              </td>
              <td className="admin-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  aria-label={`Revoke card of ${u.name}`}
                  onClick={() => onRevoke(u)}
                >
                  Revoke Card
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline admin-danger"
                  aria-label={`Delete ${u.name}`}
                  onClick={() => onDelete(u)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
