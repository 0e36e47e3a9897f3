import type { MemberVisit } from '@mcs/shared';
import { useFormat, useT } from '../../../i18n/index.ts';
import { en } from '../i18n/en.ts';
import { memberText } from '../i18n/catalog.ts';
import type { MemberData } from '../session.ts';
import { AsOf, useIndiaTime } from '../working-offline.tsx';

export const VISITS_UNREACHABLE = en['visits.unreachable'];
export const VISITS_FAILED = en['visits.failed'];

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
  const { t } = useT(memberText);
  switch (data.status) {
    case 'loading':
      return <p className="muted">{t('visits.loading')}</p>;
    case 'unknown':
      return (
        <p className="offline-note" role="status">
          {data.unreachable ? t('visits.unreachable') : t('visits.failed')}
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
          {!data.copy.visitsComplete && <p className="muted">{t('visits.olderOffline')}</p>}
        </>
      );
  }
}

function EmptyVisits() {
  const { t } = useT(memberText);
  return (
    <div className="empty-state">
      <p className="empty-title">{t('visits.emptyTitle')}</p>
      <p className="muted">{t('visits.emptyText')}</p>
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
  const { t } = useT(memberText);
  if (visits.length === 0) return <EmptyVisits />;
  return (
    <div className="visits">
      {/* Each visit is headed by its clinic (h3): the list's own heading keeps the order. */}
      <h2 className="visually-hidden">{t('visits.heading')}</h2>
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
          {more.loadingMore ? t('visits.loadingMore') : t('visits.more')}
        </button>
      )}
    </div>
  );
}

function VisitRow({ visit }: { visit: MemberVisit }) {
  const { t } = useT(memberText);
  const { money } = useFormat();
  const indiaTime = useIndiaTime();
  // With no bill the desk records no saving: saying ₹0 would read as "no discount was given".
  const bill = visit.billAmount;
  return (
    <li className="card visit-item">
      {/* What the clinic wrote, as it wrote it: not for a translator. */}
      <h3 translate="no">{visit.hospitalName}</h3>
      <p translate="no">{visit.doctorName}</p>
      <p className="visit-service" translate="no">
        {visit.service}
      </p>
      {visit.patient && <p className="muted">{t('visits.for', { patient: visit.patient })}</p>}
      <dl className="visit-figures">
        <div>
          <dt>{t('visits.bill')}</dt>
          <dd>{bill === null ? t('visits.notRecorded') : money(bill)}</dd>
        </div>
        <div>
          <dt>{t('visits.discount')}</dt>
          <dd>{visit.discountApplied}%</dd>
        </div>
        <div>
          <dt>{t('visits.saved')}</dt>
          <dd className="visit-saved">{bill === null ? '-' : money(visit.savedAmount)}</dd>
        </div>
      </dl>
      <p className="muted" translate="no">
        {visit.address}
      </p>
      <p className="visit-time">
        <time dateTime={visit.visitedTime}>{indiaTime.dayAndTime(visit.visitedTime)}</time>
      </p>
    </li>
  );
}
