import { PARTNER_TYPE_LABELS, formatDateIN, type ActivePartner } from '@mcs/shared';

interface Props {
  partners: readonly ActivePartner[];
  onDelete: (partner: ActivePartner) => void;
}

/** The admin's list of approved partners. */
export function PartnersTable({ partners, onDelete }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Contact</th>
            <th scope="col">Location</th>
            <th scope="col">Members Served</th>
            <th scope="col">Joined</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((p) => (
            <tr key={p._id}>
              <td className="admin-cell-title">
                <strong>{p.name}</strong>
              </td>
              <td data-label="Type">{PARTNER_TYPE_LABELS[p.type]}</td>
              <td data-label="Contact">
                {p.contactEmail || p.email}
                <br />
                <span className="hint">{p.contactPhone}</span>
              </td>
              <td data-label="Location">
                {p.district}, {p.state}
              </td>
              <td data-label="Members Served">{p.membersServed}</td>
              <td data-label="Joined">{formatDateIN(p.createdAt)}</td>
              <td className="admin-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline admin-danger"
                  aria-label={`Delete ${p.name}`}
                  onClick={() => onDelete(p)}
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
