import type { MemberVisit } from '@mcs/shared';
import { formatRupees } from '@mcs/shared';
import type { MemberData } from '../session.ts';
import { AsOf } from '../working-offline.tsx';

// en-IN, in India's time: a visit at 9 PM in Pune must not read as the next morning abroad.
const visitTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const VISITS_UNREACHABLE =
  "Can't reach the server; your visits will show when you're back online";
export const VISITS_FAILED =
  'Your visits could not be loaded just now. Please reload the page to try again.';

interface Props {
  data: MemberData;
  /** A full page came back: older visits may follow. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * Recent Visits: newest first, older pages on request. With no answer from the server it shows
 * the visits the phone kept, with their time, and never says there are none when it cannot know.
 */
export function VisitsTab({ data, hasMore, loadingMore, onMore }: Props) {
  switch (data.status) {
    case 'loading':
      return <p className="muted">Loading visits...</p>;
    case 'unknown':
      return (
        <p className="offline-note" role="status">
          {data.unreachable ? VISITS_UNREACHABLE : VISITS_FAILED}
        </p>
      );
    case 'guest':
      return <EmptyVisits />;
    case 'server':
      return <VisitList visits={data.copy.visits} more={{ hasMore, loadingMore, onMore }} />;
    case 'device':
      return (
        <>
          <AsOf at={data.copy.at} />
          <VisitList visits={data.copy.visits} more={null} />
          {!data.copy.visitsComplete && (
            <p className="muted">Older visits will show when you&apos;re back online.</p>
          )}
        </>
      );
  }
}

function EmptyVisits() {
  return (
    <div className="empty-state">
      <p className="empty-title">No visits recorded yet</p>
      <p className="muted">
        Your healthcare visits will appear here once you start using our services
      </p>
    </div>
  );
}

function VisitList({
  visits,
  more,
}: {
  visits: readonly MemberVisit[];
  /** Older pages from the server; null for the device's copy, which has no more to give. */
  more: { hasMore: boolean; loadingMore: boolean; onMore: () => void } | null;
}) {
  if (visits.length === 0) return <EmptyVisits />;
  return (
    <div className="visits">
      {/* Each visit is headed by its clinic (h3): the list's own heading keeps the order. */}
      <h2 className="visually-hidden">Your visits</h2>
      <ul className="visit-list">
        {visits.map((visit) => (
          <VisitRow key={visit.id} visit={visit} />
        ))}
      </ul>
      {more?.hasMore && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={more.loadingMore}
          onClick={more.onMore}
        >
          {more.loadingMore ? 'Loading...' : 'Show older visits'}
        </button>
      )}
    </div>
  );
}

function VisitRow({ visit }: { visit: MemberVisit }) {
  // With no bill the desk records no saving: saying ₹0 would read as "no discount was given".
  const bill = visit.billAmount;
  return (
    <li className="card visit-item">
      <h3>{visit.hospitalName}</h3>
      <p>{visit.doctorName}</p>
      <p className="visit-service">{visit.service}</p>
      {visit.patient && <p className="muted">For {visit.patient}</p>}
      <dl className="visit-figures">
        <div>
          <dt>Bill</dt>
          <dd>{bill === null ? 'Not recorded' : formatRupees(bill)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{visit.discountApplied}%</dd>
        </div>
        <div>
          <dt>You saved</dt>
          <dd className="visit-saved">{bill === null ? '-' : formatRupees(visit.savedAmount)}</dd>
        </div>
      </dl>
      <p className="muted">{visit.address}</p>
      <p className="visit-time">
        <time dateTime={visit.visitedTime}>{visitTime.format(new Date(visit.visitedTime))}</time>
      </p>
    </li>
  );
}
