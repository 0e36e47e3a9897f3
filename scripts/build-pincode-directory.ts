// Builds shared/src/reference/pincode-directory.json, the pincode → state and district look-up of
// partner registration, from India Post's All India Pincode Directory (one row per post office).
// Source, licence and why this copy are in pincode-directory.NOTICE.md beside the JSON.
//
//   npx tsx scripts/build-pincode-directory.ts <source>
//
// <source> is either the directory's CSV as published on the Open Government Data platform
// (columns include pincode, district and statename, any case) or the details/ folder of
// devzoy/indian-pincode (one JSON file per 3-digit prefix, post offices with district and state),
// the copy this file was last built from. Run `npx vitest run --project shared src/reference`
// after it, and update the NOTICE.
//
// What it does with the rows:
// - state and district names are the ones registration offers (states-districts.ts): matched
//   ignoring case and punctuation, else through DISTRICT_ALIASES below. A name matched by neither
//   stops the build, so a renamed district is mapped by a person, not guessed;
// - a pincode whose offices lie in several districts is filed under the one most of its offices
//   are in, after dropping rows whose state its first two digits rule out (a few rows of the
//   source put Rajasthan's pincodes in Telangana); the partner can still change the district;
// - a pincode whose rows name no state ('NA') is kept: it exists, with nothing to fill in.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { districtsOf, STATES } from '../shared/src/reference/states-districts.ts';
import { pincodeStateProblem } from '../shared/src/registration/pincode-regions.ts';

interface PostOffice {
  pincode: string;
  state: string;
  district: string;
}

// The directory's district names that are not registration's, by state: its older or postal
// spellings (Delhi's districts without "Delhi", Sikkim's by direction) and names since changed.
const DISTRICT_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Andaman and Nicobar Islands': { Nicobars: 'Nicobar', 'South Andamans': 'South Andaman' },
  'Andhra Pradesh': {
    NTR: 'Nandamuri Taraka Rama Rao',
    'SPSR Nellore': 'Sri Potti Sriramulu Nellore',
    Visakhapatanam: 'Visakhapatnam',
    'Y.S.R.': 'YSR Kadapa',
  },
  'Arunachal Pradesh': { 'Dibang Valley': 'Upper Dibang Valley' },
  Assam: {
    'Kamrup Metro': 'Kamrup Metropolitan',
    Marigaon: 'Morigaon',
    'South Salmara Mancachar': 'South Salmara Mankachar',
  },
  Bihar: {
    'Kaimur (Bhabua)': 'Kaimur',
    'Pashchim Champaran': 'West Champaran',
    'Purbi Champaran': 'East Champaran',
  },
  Chhattisgarh: { 'Baloda Bazar': 'Baloda Bazar-Bhatapara', Gariyaband: 'Gariaband' },
  Delhi: {
    Central: 'Central Delhi',
    East: 'East Delhi',
    North: 'North Delhi',
    'North East': 'North East Delhi',
    'North West': 'North West Delhi',
    Shahdara: 'Shahdara district',
    South: 'South Delhi',
    'South East': 'South East Delhi',
    'South West': 'South West Delhi',
    West: 'West Delhi',
  },
  Gujarat: {
    Ahmadabad: 'Ahmedabad',
    Arvalli: 'Aravalli',
    Chhotaudepur: 'Chhota Udaipur',
    Dohad: 'Dahod',
    Kachchh: 'Kutch',
    Mahesana: 'Mehsana',
    'Panch Mahals': 'Panchmahal',
  },
  Haryana: { 'Charki Dadri': 'Charkhi Dadri' },
  'Himachal Pradesh': { 'Lahul and Spiti': 'Lahaul and Spiti' },
  'Jammu and Kashmir': { Bandipora: 'Bandipore' },
  Jharkhand: {
    'East Singhbum': 'East Singhbhum',
    Hazaribagh: 'Hazaribag',
    Sahebganj: 'Sahibganj',
    'Saraikela Kharsawan': 'Seraikela-Kharsawan',
  },
  Karnataka: { Davangere: 'Davanagere', Vijaynagar: 'Vijayanagara' },
  Ladakh: { 'Leh Ladakh': 'Leh' },
  Lakshadweep: { 'Lakshadweep District': 'Lakshadweep' },
  'Madhya Pradesh': {
    'East Nimar': 'Khandwa (East Nimar)',
    Hoshangabad: 'Narmadapuram',
    Khargone: 'Khargone (West Nimar)',
  },
  Maharashtra: {
    Mumbai: 'Mumbai City',
    Ahmednagar: 'Ahilyanagar',
    Aurangabad: 'Chhatrapati Sambhajinagar',
    Osmanabad: 'Dharashiv',
  },
  Odisha: {
    Anugul: 'Angul',
    Baleshwar: 'Balasore',
    Bargarh: 'Bargarh (Baragarh)',
    Boudh: 'Boudh (Bauda)',
    Deogarh: 'Debagarh (Deogarh)',
    Jagatsinghapur: 'Jagatsinghpur',
    Jajapur: 'Jajpur',
    Sonepur: 'Subarnapur (Sonepur)',
  },
  Puducherry: { Mahe: 'Mahé', Pondicherry: 'Puducherry' },
  Punjab: { Firozepur: 'Firozpur', 'S.A.S Nagar': 'Sahibzada Ajit Singh Nagar' },
  Rajasthan: { Ganganagar: 'Sri Ganganagar' },
  Sikkim: {
    'East District': 'East Sikkim',
    'North District': 'North Sikkim',
    'South District': 'South Sikkim',
    'West District': 'West Sikkim',
  },
  'Tamil Nadu': {
    Kanniyakumari: 'Kanyakumari',
    Thiruvallur: 'Tiruvallur',
    Thiruvarur: 'Tiruvarur',
    Tuticorin: 'Thoothukudi',
    Tirupathur: 'Tirupattur',
    Villupuram: 'Viluppuram',
  },
  Telangana: {
    Jangoan: 'Jangaon',
    'Jayashankar Bhupalapally': 'Jayashankar Bhupalpally',
    Jagitial: 'Jagtial',
    Mahabubnagar: 'Mahbubnagar',
  },
  'Uttar Pradesh': { Kheri: 'Lakhimpur Kheri', 'Sant Kabeer Nagar': 'Sant Kabir Nagar' },
  Uttarakhand: { 'Udam Singh Nagar': 'Udham Singh Nagar' },
  'West Bengal': {
    '24 Paraganas North': 'North 24 Parganas',
    '24 Paraganas South': 'South 24 Parganas',
    'Dinajpur Dakshin': 'Dakshin Dinajpur',
    'Dinajpur Uttar': 'Uttar Dinajpur',
    'Medinipur East': 'Purba Medinipur',
    'Medinipur West': 'Paschim Medinipur',
  },
};

/** 'THE DADRA AND NAGAR HAVELI...' and 'Dadra and Nagar Haveli...' compare equal. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]/g, '');

const stateByKey = new Map(STATES.map((state) => [key(state), state]));

function districtOf(state: string, sourceName: string): string | undefined {
  const known = districtsOf(state);
  const byKey = (name: string) => known.find((district) => key(district) === key(name));
  const alias = Object.entries(DISTRICT_ALIASES[state] ?? {}).find(
    ([from]) => key(from) === key(sourceName),
  );
  return byKey(sourceName) ?? (alias ? byKey(alias[1]) : undefined);
}

/** The OGD CSV: quoted or bare fields, header row first. */
function readCsv(path: string): PostOffice[] {
  const rows = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1] ?? ''))
    .map((fields) => fields.map((f) => f.replace(/^"|"$/g, '').replace(/""/g, '"').trim()));
  const header = (rows.shift() ?? []).map((h) => h.toLowerCase());
  const at = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${path}: no ${name} column`);
    return index;
  };
  const [pin, district, state] = [at('pincode'), at('district'), at('statename')];
  return rows.map((r) => ({ pincode: r[pin]!, district: r[district]!, state: r[state]! }));
}

/** devzoy/indian-pincode's details/: {"560001": [{district, state, ...}, ...], ...} per file. */
function readDetails(dir: string): PostOffice[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const offices = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
        string,
        { district: string; state: string }[]
      >;
      return Object.entries(offices).flatMap(([pincode, list]) =>
        list.map((o) => ({ pincode, district: o.district.trim(), state: o.state.trim() })),
      );
    });
}

function build(offices: readonly PostOffice[]) {
  const unmatched = new Set<string>();
  // pincode → "state|district" → number of post offices
  const counts = new Map<string, Map<string, number>>();
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(office.pincode)) continue;
    const places = counts.get(office.pincode) ?? new Map<string, number>();
    counts.set(office.pincode, places);
    if (office.state === 'NA' || office.state === '') continue;
    const state = stateByKey.get(key(office.state));
    const district = state && districtOf(state, office.district);
    if (!state || !district) {
      unmatched.add(`${office.state} | ${office.district}`);
      continue;
    }
    const place = `${state}|${district}`;
    places.set(place, (places.get(place) ?? 0) + 1);
  }
  if (unmatched.size > 0)
    throw new Error(`Names to map in DISTRICT_ALIASES:\n${[...unmatched].sort().join('\n')}`);

  const pincodesOf = new Map<string, number[]>();
  for (const [pincode, places] of counts) {
    const ranked = [...places]
      .map(([place, n]) => ({
        place,
        n,
        fits: pincodeStateProblem(pincode, place.split('|')[0]!) === null,
      }))
      .sort(
        (a, b) => Number(b.fits) - Number(a.fits) || b.n - a.n || a.place.localeCompare(b.place),
      );
    const place = ranked[0]?.place ?? '|';
    pincodesOf.set(place, [...(pincodesOf.get(place) ?? []), Number(pincode)]);
  }
  // Each place's pincodes ascending, written as the first and then the steps between them: the
  // file stays text a reviewer can read and gzips to a fraction of the plain list.
  const places = [...pincodesOf]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([place, pins]) => {
      const sorted = pins.sort((a, b) => a - b);
      const steps = sorted.map((pin, i) => (i === 0 ? pin : pin - sorted[i - 1]!));
      const [state, district] = place.split('|') as [string, string];
      return [state, district, steps.join(' ')];
    });
  return { places };
}

const source = process.argv[2];
if (!source) throw new Error('Usage: tsx scripts/build-pincode-directory.ts <csv or details dir>');
const offices = statSync(source).isDirectory() ? readDetails(source) : readCsv(source);
const directory = build(offices);
const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '../shared/src/reference/pincode-directory.json',
);
// One place per line: a data update reads as a diff of the places that changed.
writeFileSync(
  out,
  `{"places":[\n${directory.places.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`,
);
const pincodes = directory.places.reduce((n, p) => n + p[2]!.split(' ').length, 0);
console.log(`${out}: ${pincodes} pincodes in ${directory.places.length} places`);
