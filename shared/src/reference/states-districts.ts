// Indian states and union territories with their districts.
// Data: india-districts.json beside this file, a copy of the data of the npm package
// india-state-district@1.0.5 by Suraj Aswal (github.com/surajaswal29/india-state-district); its
// source, licence and changes are in india-districts.NOTICE.md. The state names are that
// package's STATE_NAMES, copied here.
import rawDistricts from './india-districts.json' with { type: 'json' };

const STATE_NAMES_BY_CODE: Readonly<Record<string, string>> = {
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CG: 'Chhattisgarh',
  GA: 'Goa',
  GJ: 'Gujarat',
  HR: 'Haryana',
  HP: 'Himachal Pradesh',
  JH: 'Jharkhand',
  KA: 'Karnataka',
  KL: 'Kerala',
  MP: 'Madhya Pradesh',
  MH: 'Maharashtra',
  MN: 'Manipur',
  ML: 'Meghalaya',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  PB: 'Punjab',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TN: 'Tamil Nadu',
  TG: 'Telangana',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UK: 'Uttarakhand',
  WB: 'West Bengal',
  AN: 'Andaman and Nicobar Islands',
  CH: 'Chandigarh',
  DH: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  JK: 'Jammu and Kashmir',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  PY: 'Puducherry',
};

// Known slips in the package data: two Andhra Pradesh districts fused into one name.
// (Trailing spaces, e.g. 'Chandigarh ', are trimmed for every name below.)
const DISTRICT_CORRECTIONS: Readonly<Record<string, readonly string[]>> = {
  'Sri SathyaYSR': ['Sri Sathya Sai', 'YSR Kadapa'],
};

// Districts the package still calls by a name their state has since changed, by state code: the
// site, India Post's pincode directory and a clinic's own letterhead say Bengaluru and Belagavi,
// and a partner looking for "Bangalore Urban" in a list that says Bengaluru would not find it.
// Keyed by state because a name can be current in one state and old in another (Aurangabad).
const CURRENT_DISTRICT_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  KA: {
    'Bangalore Urban': 'Bengaluru Urban',
    'Bangalore Rural': 'Bengaluru Rural',
    Belgaum: 'Belagavi',
    Bellary: 'Ballari',
    Chikkaballapur: 'Chikkaballapura',
    Chikmagalur: 'Chikkamagaluru',
    Gulbarga: 'Kalaburagi',
    Koppala: 'Koppal',
    Mysore: 'Mysuru',
    Shimoga: 'Shivamogga',
  },
  MH: {
    Ahmednagar: 'Ahilyanagar',
    Aurangabad: 'Chhatrapati Sambhajinagar',
    Osmanabad: 'Dharashiv',
    'Mumbai suburban': 'Mumbai Suburban',
  },
  TG: { Hanamkonda: 'Hanumakonda' },
  UP: { Allahabad: 'Prayagraj', Faizabad: 'Ayodhya', Bagpat: 'Baghpat' },
};

export interface StateWithDistricts {
  code: string;
  name: string;
  /** Alphabetical. */
  districts: readonly string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');

function cleanDistricts(code: string, names: readonly string[]): string[] {
  const current = CURRENT_DISTRICT_NAMES[code] ?? {};
  const cleaned = names
    .flatMap((name) => DISTRICT_CORRECTIONS[name] ?? [name.trim()])
    .map((name) => current[name] ?? name);
  return [...new Set(cleaned)].sort(byName);
}

/** All 36 states and union territories, alphabetical by name. */
export const STATES_WITH_DISTRICTS: readonly StateWithDistricts[] = Object.entries(
  rawDistricts as Record<string, string[]>,
)
  .map(([code, districts]) => ({
    code,
    name: STATE_NAMES_BY_CODE[code] ?? code,
    districts: cleanDistricts(code, districts),
  }))
  .sort((a, b) => byName(a.name, b.name));

/** State and union territory names, alphabetical. */
export const STATES: readonly string[] = STATES_WITH_DISTRICTS.map((state) => state.name);

const districtsByState = new Map(
  STATES_WITH_DISTRICTS.map((s) => [s.name.toLowerCase(), s.districts]),
);

/**
 * Each renamed district: its state's name, the old name and the current one. Partners that
 * registered while the lists still offered the old name are renamed by a migration, so the
 * directory's district filter (which offers only current names) finds them.
 */
export const DISTRICT_RENAMES: readonly { state: string; before: string; now: string }[] =
  Object.entries(CURRENT_DISTRICT_NAMES).flatMap(([code, renames]) =>
    Object.entries(renames).map(([before, now]) => ({
      state: STATE_NAMES_BY_CODE[code] ?? code,
      before,
      now,
    })),
  );

/** State (lower case) → current district name → the name it had before. */
const formerNamesByState = new Map(
  Object.entries(CURRENT_DISTRICT_NAMES).map(([code, renames]) => [
    (STATE_NAMES_BY_CODE[code] ?? code).toLowerCase(),
    new Map(Object.entries(renames).map(([before, now]) => [now, before])),
  ]),
);

/** Districts of a state by its name (any case, surrounding spaces ignored); [] for an unknown state. */
export function districtsOf(state: string): readonly string[] {
  return districtsByState.get(state.trim().toLowerCase()) ?? [];
}

/** Offered as the last choice for both state and district in partner registration. */
export const OTHER = 'Other';

export function registrationStateOptions(): string[] {
  return [...STATES, OTHER];
}

export function registrationDistrictOptions(state: string): string[] {
  return [...districtsOf(state), OTHER];
}

/** Each suggestion list (state, district) shows at most this many entries. */
export const SUGGESTION_LIMIT = 10;

/**
 * How closely a name answers what was typed: 0 it begins with the text, 1 one of its words does,
 * 2 the text is inside a word; -1 not at all. Someone typing "ma" means Maharashtra, not Andaman.
 */
function matchRank(option: string, needle: string): number {
  const name = option.toLowerCase();
  const at = name.indexOf(needle);
  if (at < 0) return -1;
  if (at === 0) return 0;
  return name.includes(` ${needle}`) ? 1 : 2;
}

/**
 * The options containing the text, ignoring case: closest first, in list order within each. An
 * option also answers to its former name, if it has one: "bangalore" still finds Bengaluru Urban.
 */
function suggest(
  options: readonly string[],
  text: string,
  formerName: (option: string) => string | undefined = () => undefined,
): string[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  const ranked: string[][] = [[], [], []];
  for (const option of options) {
    const ranks = [matchRank(option, needle), matchRank(formerName(option) ?? '', needle)];
    const rank = Math.min(...ranks.filter((r) => r >= 0));
    if (Number.isFinite(rank)) ranked[rank]?.push(option);
  }
  return ranked.flat().slice(0, SUGGESTION_LIMIT);
}

/** States whose name contains the text, ignoring case; none for blank text. */
export function suggestStates(text: string): string[] {
  return suggest(STATES, text);
}

/** Districts of the chosen state containing the text; none until a state is chosen and text typed. */
export function suggestDistricts(state: string, text: string): string[] {
  if (state.trim() === '') return [];
  const former = formerNamesByState.get(state.trim().toLowerCase());
  return suggest(districtsOf(state), text, (district) => former?.get(district));
}
