import type { OutboxItem } from '../../../offline/index.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { showDate } from '../desk/card-input.ts';
import type { DeskData } from './use-desk-data.ts';

interface Props {
  data: DeskData;
  /** This partner's visits still in the outbox: shown first, marked as waiting. */
  waiting: OutboxItem[];
}

/** Recent Visits: visits waiting on the device, then the server's list, paged by 10. */
export function RecentVisits({ data, waiting }: Props) {
  const visits = data.visits?.visits ?? [];
  const pagination = data.visits?.pagination;
  const nothing = visits.length === 0 && waiting.length === 0;
  return (
    <section aria-label="Recent Visits">
      {nothing ? (
        <p className="muted">{data.loading ? 'Loading visits...' : 'No visits recorded yet.'}</p>
      ) : (
        <ul className="visit-list">
          {waiting.map((item) => (
            <li key={item.id} className="visit-item visit-waiting" data-testid="visit-waiting">
              <div>
                <strong>{item.payload.membershipId}</strong>
                <span className="badge badge-soon">Waiting to sync</span>
                <p className="muted">
                  {item.payload.service}
                  {item.payload.patient ? ` · ${item.payload.patient}` : ''}
                </p>
              </div>
              <div className="visit-meta">
                <span>{item.payload.discountApplied}%</span>
                <span>Saved ₹{item.payload.savedAmount ?? 0}</span>
                <span>{showDate(item.clientTime)}</span>
              </div>
            </li>
          ))}
          {visits.map((visit) => (
            <li key={visit.id} className="visit-item" data-testid="visit">
              <div>
                <strong>{visit.memberName}</strong>{' '}
                <span className="muted">{visit.membershipId}</span>
                <p className="muted">
                  {visit.service}
                  {visit.patient ? ` · ${visit.patient}` : ''}
                </p>
                <p className="muted">
                  Email: {visit.email} · Phone: {visit.phone}
                </p>
              </div>
              <div className="visit-meta">
                <span>{visit.discount}</span>
                <span>Saved ₹{visit.savedAmount}</span>
                <span>
                  {visit.date} {visit.time}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pagination && (
        <Pagination
          label="Visit pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPage={data.setPage}
          disabled={data.loading}
        />
      )}
    </section>
  );
}
