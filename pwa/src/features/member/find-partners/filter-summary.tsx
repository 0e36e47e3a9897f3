import { filterGiven } from '@mcs/shared';
import { Fragment } from 'react';
import { typeLabel } from './partner-card.tsx';
import type { PartnerFilterValues } from './partner-filters.tsx';

/** The filters in a few words, one chip each: "All types", "Karnataka", "Bengaluru Urban". */
export function filterChips(filters: PartnerFilterValues): string[] {
  const chips: string[] = [];
  const q = filters.q.trim();
  if (q) chips.push(`“${q}”`);
  chips.push(filterGiven(filters.type) ? typeLabel(filters.type) : 'All types');
  if (filterGiven(filters.specialization)) chips.push(filters.specialization);
  chips.push(filters.state.trim() || 'All states');
  if (filters.district.trim()) chips.push(filters.district.trim());
  return chips;
}

interface Props {
  filters: PartnerFilterValues;
  onOpen: () => void;
}

/** On a phone: the filters folded into one row that opens them, so results start near the top. */
export function FilterSummary({ filters, onOpen }: Props) {
  return (
    <button type="button" className="filter-summary" aria-haspopup="dialog" onClick={onOpen}>
      <span className="filter-summary-label">Filters</span>{' '}
      <span className="filter-chips">
        {filterChips(filters).map((chip, index) => (
          // The space between chips keeps the button's spoken name in words.
          <Fragment key={chip}>
            {index > 0 && ' '}
            <span className="filter-chip">{chip}</span>
          </Fragment>
        ))}
      </span>
    </button>
  );
}
