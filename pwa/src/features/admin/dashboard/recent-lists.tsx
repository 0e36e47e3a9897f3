import { PARTNER_TYPE_LABELS, formatDateIN } from '@mcs/shared';
import { adminQueries } from '../../../api/admin-api.ts';
import { ListStates } from '../../../ui/list-tab.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { useLoad } from '../use-load.ts';

/** Recent members and recent partners, side by side on a laptop. */
export function RecentLists() {
  const members = useLoad(adminQueries.recentMembers());
  const partners = useLoad(adminQueries.recentPartners());
  return (
    <div className="admin-recent">
      <section className="card">
        <h2>Recent Members</h2>
        <ListStates state={members} isEmpty={(rows) => rows.length === 0} empty="No members yet">
          {(rows) => (
            <ul className="admin-mini-list">
              {rows.map((m) => (
                <li key={m._id}>
                  <span>
                    <strong>{m.name}</strong> · {m.plan} · {formatDateIN(m.date)}
                  </span>
                  <StatusBadge status={m.status} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <section className="card">
        <h2>Recent Partners</h2>
        <ListStates state={partners} isEmpty={(rows) => rows.length === 0} empty="No partners yet">
          {(rows) => (
            <ul className="admin-mini-list">
              {rows.map((p) => (
                <li key={p._id}>
                  <span>
                    <strong>{p.name}</strong> · {PARTNER_TYPE_LABELS[p.type]} · {p.members} members
                  </span>
                  <StatusBadge status={p.status} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </div>
  );
}
