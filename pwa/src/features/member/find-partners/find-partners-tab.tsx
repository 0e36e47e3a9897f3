import { filterGiven } from '@mcs/shared';
import { memo, useState } from 'react';
import { useFormat, useT } from '../../../i18n/index.ts';
import { useLastSyncAt } from '../../../offline/member.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { memberText } from '../i18n/catalog.ts';
import { specializationWord } from '../i18n/words.ts';
import { useIndiaTime } from '../working-offline.tsx';
import { FilterSummary } from './filter-summary.tsx';
import { PartnerCard, typeLabel } from './partner-card.tsx';
import { anyFilterSet, NO_FILTERS, PartnerFilters } from './partner-filters.tsx';
import type { PartnerFilterValues } from './partner-filters.tsx';
import { useSearchFilters } from './search-filters.ts';
import { usePartnerSearch } from './use-partner-search.ts';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * Find Partners: for guests and members, online or from the device. It takes no props, so the
 * dashboard's own updates (the member's answers, the card read from the device, each step of the
 * first sync) do not render its ten cards again: on a phone's first visit those come one after
 * another, each a synchronous render of the whole page.
 */
export const FindPartnersTab = memo(function FindPartnersTab() {
  const { t } = useT(memberText);
  const { date } = useFormat();
  const { timeOfDay } = useIndiaTime();
  const [filters, setFilters] = useState<PartnerFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  const wide = useWideScreen();
  const searched = useSearchFilters(useDebounced(filters));
  const { partners, pagination, loading, offline } = usePartnerSearch(searched, page);
  const lastSyncAt = useLastSyncAt();
  // One moment for the whole list, so two cards never disagree about the same hour.
  const now = new Date();

  const onFilters = (next: PartnerFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const form = <PartnerFilters value={filters} onChange={onFilters} />;
  const closeSheet = () => setSheetOpen(false);

  return (
    <div className="find-partners">
      {wide ? (
        form
      ) : (
        <>
          <FilterSummary filters={filters} onOpen={() => setSheetOpen(true)} />
          {sheetOpen && (
            <Dialog
              title={t('partners.filters')}
              onClose={closeSheet}
              actions={
                <button type="button" className="btn btn-primary" onClick={closeSheet}>
                  {t('partners.showResults')}
                </button>
              }
            >
              {form}
            </Dialog>
          )}
        </>
      )}
      {offline && (
        <p className="offline-note" role="status">
          {lastSyncAt
            ? t('partners.offlineSynced', { date: date(lastSyncAt), time: timeOfDay(lastSyncAt) })
            : t('partners.offline')}
        </p>
      )}
      <div className="results-head">
        {/* The heading over the cards' own (h3): the count is what the list is. */}
        <h2 className="results-count">
          {t('partners.found', { count: pagination.totalPartners })}
          {filterGiven(searched.type) && (
            <span className="badge">{typeLabel(t, searched.type)}</span>
          )}
          {filterGiven(searched.specialization) && (
            <span className="badge">{specializationWord(t, searched.specialization)}</span>
          )}
        </h2>
        {loading && (
          <p className="loading" role="status">
            {t('partners.loading')}
          </p>
        )}
      </div>
      {/* The list before stays while the next one loads: no blank screen, no false empty one. */}
      <div className="results" aria-busy={loading}>
        {partners.length > 0
          ? partners.map((p) => <PartnerCard key={p.id} partner={p} now={now} />)
          : !loading && (
              <div className="empty-state">
                <p className="empty-title">{t('partners.none')}</p>
                {anyFilterSet(searched) && <p className="muted">{t('partners.adjust')}</p>}
              </div>
            )}
      </div>
      {pagination.totalPages > 1 && (
        <Pagination
          {...pagination}
          label={t('partners.pages')}
          summary={t('partners.showing', {
            shown: partners.length,
            total: pagination.totalPartners,
          })}
          onPage={setPage}
        />
      )}
    </div>
  );
});
