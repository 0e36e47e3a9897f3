// What the directory is asked, from what the filters show. A state or district half typed ("Ma")
// matches no partner: asked as it stands, it would flash "No partners found" under an open
// suggestion list at every pause in typing. Until the text names a place, the search before
// stands; a text that begins no name at all is asked as it is, and then nothing found is true.
// The list of places loads when the state box is first used (places.ts): until it has arrived,
// no text can be told to name a place, so a typed state waits for it as a half-typed one does.
import { useState } from 'react';
import { NO_FILTERS } from './partner-filters.tsx';
import type { PartnerFilterValues } from './partner-filters.tsx';
import { chosenState, usePlaces, type Places } from './places.ts';

function settledPlace(
  text: string,
  names: readonly string[],
  suggestions: readonly string[],
  before: string,
): string {
  const typed = text.trim();
  if (typed === '') return '';
  const named = names.find((name) => name.toLowerCase() === typed.toLowerCase());
  if (named) return named;
  return suggestions.length > 0 ? before : typed;
}

/** The filters to search with: `shown`, with places still being typed held at `before`'s. */
export function searchFilters(
  shown: PartnerFilterValues,
  before: PartnerFilterValues,
  { list, loading }: Places,
): PartnerFilterValues {
  if (list === null) {
    // A list that could not arrive leaves the text to be asked as it stands.
    const typed = shown.state.trim();
    const state = loading && typed !== '' ? before.state : typed;
    return { ...shown, state, district: shown.district.trim() };
  }
  const state = settledPlace(
    shown.state,
    list.states,
    list.suggestStates(shown.state),
    before.state,
  );
  const chosen = chosenState(list, state);
  const district = chosen
    ? settledPlace(
        shown.district,
        list.districtsOf(chosen),
        list.suggestDistricts(chosen, shown.district),
        // A district held over belongs to the state held over, not to another one.
        before.state === chosen ? before.district : '',
      )
    : shown.district.trim();
  return { ...shown, state, district };
}

const same = (a: PartnerFilterValues, b: PartnerFilterValues) =>
  a.q === b.q &&
  a.type === b.type &&
  a.specialization === b.specialization &&
  a.state === b.state &&
  a.district === b.district;

/** searchFilters over time: each answer is the `before` of the next; unchanged, the same object. */
export function useSearchFilters(shown: PartnerFilterValues): PartnerFilterValues {
  const places = usePlaces();
  const [last, setLast] = useState(() => searchFilters(shown, NO_FILTERS, places));
  const next = searchFilters(shown, last, places);
  // Remembered during render (React's pattern for state derived from props): no extra paint.
  if (!same(next, last)) setLast(next);
  return same(next, last) ? last : next;
}
