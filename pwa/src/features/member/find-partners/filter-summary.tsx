import { filterGiven } from '@mcs/shared';
import { Fragment } from 'react';
import { useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';
import { specializationWord, type Say } from '../i18n/words.ts';
import { typeLabel } from './partner-card.tsx';
import type { PartnerFilterValues } from './partner-filters.tsx';

/** The filters in a few words, one chip each: "All types", "Karnataka", "Bengaluru Urban". */
export function filterChips(t: Say, filters: PartnerFilterValues): string[] {
  const chips: string[] = [];
  const q = filters.q.trim();
  if (q) chips.push(`“${q}”`);
  chips.push(filterGiven(filters.type) ? typeLabel(t, filters.type) : t('partners.allTypes'));
  if (filterGiven(filters.specialization))
    chips.push(specializationWord(t, filters.specialization));
  chips.push(filters.state.trim() || t('partners.allStates'));
  if (filters.district.trim()) chips.push(filters.district.trim());
  return chips;
}

interface Props {
  filters: PartnerFilterValues;
  onOpen: () => void;
}

/** On a phone: the filters folded into one row that opens them, so results start near the top. */
export function FilterSummary({ filters, onOpen }: Props) {
  const { t } = useT(memberText);
  return (
    <button type="button" className="filter-summary" aria-haspopup="dialog" onClick={onOpen}>
      <span className="filter-summary-label">{t('partners.filters')}</span>{' '}
      <span className="filter-chips">
        {filterChips(t, filters).map((chip, index) => (
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
