// The states and districts Find Partners suggests from: about 5 KB compressed, most of it the
// district names. Loaded on its own by places.ts, when a member first asks for a suggestion.
import { districtsOf, STATES, suggestDistricts, suggestStates } from '@mcs/shared';

export const placeList = { states: STATES, districtsOf, suggestStates, suggestDistricts };

export type PlaceList = typeof placeList;
