import { VISIT_SEARCH_MAX_LENGTH } from '@mcs/shared';
import type { OutboxItem } from '../../../offline/index.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { useDeskWords, type DeskT } from '../desk/desk-words.ts';
import type { DeskData } from './use-desk-data.ts';
import { VisitsCsv } from './visits-csv.tsx';
import { canVoid, VoidVisit } from './void-visit.tsx';

interface Props {
  token: string;
  data: DeskData;
  /** This partner's visits still in the outbox: shown first, marked as waiting. */
  waiting: OutboxItem[];
  /** A visit was voided here: the list and the figures are loaded again. */
  onVoided?: () => void;
}

/** What the list says when it has nothing to show: loading, no match, or no visits at all. */
function emptyText(data: DeskData, t: DeskT): string {
  if (data.loading) return t('visits.loading');
  if (data.visits === null && data.visitsFailedFor !== null) return t('visits.loadFailed');
  if (data.visitsFor) return t('visits.noMatch', { search: data.visitsFor });
  return t('visits.none');
}

/** A saving as the list showed it in English: whole rupees as given, no grouping. */
const savedRupees = (rupees: number) => `₹${rupees}`;

/**
 * Recent Visits: visits waiting on the device, then the server's list, paged by 10 and searchable
 * by member ID or name; then the form that downloads them as a CSV file.
 */
export function RecentVisits({ token, data, waiting, onVoided = () => undefined }: Props) {
  const words = useDeskWords();
  const { t } = words;
  const visits = data.visits?.visits ?? [];
  const pagination = data.visits?.pagination;
  // The search is the server's: a visit still on this device is not in it yet, so the waiting
  // ones are listed only beside the whole list, never as if they matched.
  const searching = data.visitsFor !== '';
  const shownWaiting = searching ? [] : waiting;
  const nothing = visits.length === 0 && shownWaiting.length === 0;
  const failedFor = data.visitsFailedFor;
  return (
    <section aria-label={t('desk.tabVisits')}>
      <div className="visit-search" role="search">
        <label htmlFor="visit-search">{t('visits.search')}</label>
        <input
          id="visit-search"
          type="search"
          placeholder={t('visits.searchPlaceholder')}
          maxLength={VISIT_SEARCH_MAX_LENGTH}
          autoComplete="off"
          value={data.search}
          onChange={(event) => data.setSearch(event.target.value)}
        />
      </div>
      {failedFor !== null && failedFor !== data.visitsFor && (
        <p className="hint" role="status">
          {failedFor ? t('visits.searchFailed', { search: failedFor }) : t('visits.listFailed')}
        </p>
      )}
      {searching && waiting.length > 0 && (
        <p className="hint">{t('visits.notSearched', { count: waiting.length })}</p>
      )}
      {nothing ? (
        <p className="muted" role="status">
          {emptyText(data, t)}
        </p>
      ) : (
        <ul className="visit-list">
          {shownWaiting.map((item) => (
            <li key={item.id} className="visit-item visit-waiting" data-testid="visit-waiting">
              <div>
                <strong>{item.payload.membershipId}</strong>
                <span className="badge badge-soon">{t('visits.waiting')}</span>
                <p className="muted">
                  {item.payload.service}
                  {item.payload.patient ? ` · ${item.payload.patient}` : ''}
                </p>
              </div>
              <div className="visit-meta">
                <span>{item.payload.discountApplied}%</span>
                <span>
                  {t('visits.saved', {
                    amount: words.money(item.payload.savedAmount ?? 0, savedRupees),
                  })}
                </span>
                <span>{words.date(item.clientTime)}</span>
              </div>
            </li>
          ))}
          {visits.map((visit) => (
            <li key={visit.id} className="visit-item" data-testid="visit">
              <div>
                <strong>{visit.memberName}</strong>{' '}
                <span className="muted">{visit.membershipId}</span>
                {visit.voidedAt && (
                  <span className="badge badge-soon">
                    {visit.voidReason
                      ? t('visits.voidedWhy', { reason: visit.voidReason })
                      : t('visits.voided')}
                  </span>
                )}
                <p className="muted">
                  {visit.service}
                  {visit.patient ? ` · ${visit.patient}` : ''}
                </p>
                <p className="muted">
                  {t('visits.contact', { email: visit.email, phone: visit.phone })}
                </p>
              </div>
              <div className="visit-meta">
                <span>{visit.discount}</span>
                <span>
                  {t('visits.saved', { amount: words.money(visit.savedAmount, savedRupees) })}
                </span>
                <span>
                  {visit.date} {visit.time}
                </span>
                {canVoid(visit) && <VoidVisit token={token} visit={visit} onVoided={onVoided} />}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pagination && (
        <Pagination
          label={t('visits.pages')}
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPage={data.setPage}
          disabled={data.loading}
        />
      )}
      <VisitsCsv token={token} />
    </section>
  );
}
