import { ALL, filterGiven, SEARCH_SPECIALIZATIONS, SERVICE_TYPE_OPTIONS } from '@mcs/shared';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { memberText } from '../i18n/catalog.ts';
import { specializationWord } from '../i18n/words.ts';
import { typeLabel } from './partner-card.tsx';
import { chosenState, requestPlaces, usePlaces } from './places.ts';
import { SuggestInput } from './suggest-input.tsx';

export interface PartnerFilterValues {
  q: string;
  type: string;
  specialization: string;
  state: string;
  district: string;
}

export const NO_FILTERS: PartnerFilterValues = {
  q: '',
  type: ALL,
  specialization: ALL,
  state: '',
  district: '',
};

export const STATE_CLOSE_MS = 150;
export const DISTRICT_CLOSE_MS = 100;

export function anyFilterSet(f: PartnerFilterValues): boolean {
  return (
    f.q.trim() !== '' ||
    filterGiven(f.type) ||
    filterGiven(f.specialization) ||
    f.state.trim() !== '' ||
    f.district.trim() !== ''
  );
}

const showsSpecialization = (type: string) => type === 'doctor' || type === 'dentist';

interface Props {
  value: PartnerFilterValues;
  onChange: (next: PartnerFilterValues) => void;
}

/** The Find Partners filters and their rules. */
export function PartnerFilters({ value, onChange }: Props) {
  const { t } = useT(memberText);
  // Remounting the suggestion inputs is how 'Clear all filters' closes their lists too.
  const [generation, setGeneration] = useState(0);
  const set = (patch: Partial<PartnerFilterValues>) => onChange({ ...value, ...patch });
  const { list, loading } = usePlaces();
  const state = chosenState(list, value.state);

  return (
    <div className="partner-filters">
      <TextField
        className="filter-field filter-search"
        label={t('filters.search')}
        id="partner-search"
        type="search"
        placeholder={t('filters.searchPlaceholder')}
        value={value.q}
        onChange={(e) => set({ q: e.target.value })}
      />
      <SelectField
        className="filter-field"
        label={t('filters.type')}
        id="partner-type"
        value={value.type}
        // A new type resets the specialisation.
        onChange={(e) => set({ type: e.target.value, specialization: ALL })}
      >
        {SERVICE_TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {typeLabel(t, o.value)}
          </option>
        ))}
      </SelectField>
      {showsSpecialization(value.type) && (
        <SelectField
          className="filter-field"
          label={t('filters.specialization')}
          id="partner-specialization"
          value={value.specialization}
          onChange={(e) => set({ specialization: e.target.value })}
        >
          <option value={ALL}>{t('filters.allSpecializations')}</option>
          {SEARCH_SPECIALIZATIONS.map((s) => (
            <option key={s} value={s}>
              {specializationWord(t, s)}
            </option>
          ))}
        </SelectField>
      )}
      <div className="filter-field" key={`state-${generation}`}>
        <SuggestInput
          label={t('filters.state')}
          placeholder={t('filters.statePlaceholder')}
          value={value.state}
          suggestions={list?.suggestStates(value.state) ?? []}
          // The list of places comes with the first suggestion asked for (places.ts).
          onOpen={() => void requestPlaces()}
          loading={loading && value.state.trim() !== ''}
          // Typing in the state box clears the district text.
          onType={(text) => set({ state: text, district: '' })}
          onPick={(choice) => set({ state: choice, district: '' })}
          closeDelayMs={STATE_CLOSE_MS}
        />
      </div>
      <div className="filter-field" key={`district-${generation}`}>
        <SuggestInput
          label={t('filters.district')}
          placeholder={state ? t('filters.districtPlaceholder') : t('filters.chooseState')}
          value={value.district}
          suggestions={state && list ? list.suggestDistricts(state, value.district) : []}
          onType={(text) => set({ district: text })}
          onPick={(choice) => set({ district: choice })}
          closeDelayMs={DISTRICT_CLOSE_MS}
          disabled={state === null}
        />
      </div>
      {anyFilterSet(value) && (
        <button
          type="button"
          className="btn btn-outline btn-sm filter-clear"
          onClick={() => {
            setGeneration((g) => g + 1);
            onChange(NO_FILTERS);
          }}
        >
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
