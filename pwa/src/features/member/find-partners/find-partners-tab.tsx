import { filterGiven, formatDateIN } from '@mcs/shared';
import { useState } from 'react';
import { useLastSyncAt } from '../../../offline/index.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { PartnerCard, typeLabel } from './partner-card.tsx';
import { anyFilterSet, NO_FILTERS, PartnerFilters } from './partner-filters.tsx';
import type { PartnerFilterValues } from './partner-filters.tsx';
import { usePartnerSearch } from './use-partner-search.ts';

/** Find Partners: for guests and members, online or from the device. */
export function FindPartnersTab() {
  const [filters, setFilters] = useState<PartnerFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const settled = useDebounced(filters);
  const { partners, pagination, loading, offline } = usePartnerSearch(settled, page);
  const lastSyncAt = useLastSyncAt();

  const onFilters = (next: PartnerFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="find-partners">
      <PartnerFilters value={filters} onChange={onFilters} />
      {offline && (
        <p className="offline-note" role="status">
          You are offline: showing partners saved on this device
          {lastSyncAt ? `, last synced ${formatDateIN(lastSyncAt)} ${syncTime(lastSyncAt)}` : ''}.
        </p>
      )}
      <div className="results-head">
        <p>
          Found {pagination.totalPartners} partner(s)
          {filterGiven(settled.type) && <span className="badge">{typeLabel(settled.type)}</span>}
          {filterGiven(settled.specialization) && (
            <span className="badge">{settled.specialization}</span>
          )}
        </p>
      </div>
      <div className="results" aria-busy={loading}>
        {loading ? (
          <p className="loading" role="status">
            Loading partners...
          </p>
        ) : partners.length === 0 ? (
          anyFilterSet(settled) ? (
            <div className="empty-state">
              <p className="empty-title">No partners found</p>
              <p className="muted">Try adjusting your search criteria or filters</p>
            </div>
          ) : (
            <div className="empty-state">
              <p className="empty-title">No partners found</p>
            </div>
          )
        ) : (
          partners.map((p) => <PartnerCard key={p.id} partner={p} />)
        )}
      </div>
      {pagination.totalPages > 1 && (
        <Pagination
          {...pagination}
          label="Partner pages"
          summary={`Showing ${partners.length} of ${pagination.totalPartners} partners`}
          onPage={setPage}
        />
      )}
    </div>
  );
}

function syncTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });
}
