import type { MemberVisit } from '@mcs/shared';

// en-IN, in India's time: a visit at 9 PM in Pune must not read as the next morning abroad.
const visitTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

interface Props {
  visits: readonly MemberVisit[];
  /** A full page came back: older visits may follow. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Recent Visits: newest first, older pages on request. */
export function VisitsTab({ visits, hasMore, loadingMore, onMore }: Props) {
  if (visits.length === 0)
    return (
      <div className="empty-state">
        <p className="empty-title">No visits recorded yet</p>
        <p className="muted">
          Your healthcare visits will appear here once you start using our services
        </p>
      </div>
    );
  return (
    <div className="visits">
      <ul className="visit-list">
        {visits.map((visit) => (
          <li key={visit.id} className="card visit-item">
            <h3>{visit.hospitalName}</h3>
            <p>{visit.doctorName}</p>
            {visit.patient && <p className="muted">For {visit.patient}</p>}
            <p className="muted">{visit.address}</p>
            <p className="visit-time">
              <time dateTime={visit.visitedTime}>
                {visitTime.format(new Date(visit.visitedTime))}
              </time>
            </p>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="btn btn-outline" disabled={loadingMore} onClick={onMore}>
          {loadingMore ? 'Loading...' : 'Show older visits'}
        </button>
      )}
    </div>
  );
}
