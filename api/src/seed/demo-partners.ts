// A deterministic demo directory: the same 64 approved partners on every start, spread over the
// four types and eight states, named from small word lists so the directory reads like a real one.
import { DENTIST_SPECIALIZATIONS, DOCTOR_SPECIALIZATIONS, PARTNER_TYPES } from '@mcs/shared';
import type { PartnerType } from '@mcs/shared';
import type { NewPartnerRow } from '../db/schema.ts';
import { DISABLED_PASSWORD } from '../lib/password.ts';

export const DEMO_DIRECTORY_SIZE = 64;

// Every district here is spelt as in the reference data (a seed test holds them to it), so the
// demo directory answers the same state and district filters a member picks from suggestions.
export const DEMO_PLACES: readonly {
  state: string;
  districts: readonly string[];
  pincode: string;
}[] = [
  {
    state: 'Karnataka',
    districts: ['Bengaluru Urban', 'Mysuru', 'Dakshina Kannada'],
    pincode: '560',
  },
  { state: 'Kerala', districts: ['Ernakulam', 'Thiruvananthapuram', 'Kozhikode'], pincode: '682' },
  { state: 'Maharashtra', districts: ['Mumbai City', 'Pune', 'Nagpur'], pincode: '411' },
  { state: 'Tamil Nadu', districts: ['Chennai', 'Coimbatore', 'Madurai'], pincode: '600' },
  { state: 'Delhi', districts: ['New Delhi', 'South Delhi', 'East Delhi'], pincode: '110' },
  { state: 'West Bengal', districts: ['Kolkata', 'Howrah', 'Darjeeling'], pincode: '700' },
  { state: 'Telangana', districts: ['Hyderabad', 'Warangal', 'Ranga Reddy'], pincode: '500' },
  { state: 'Gujarat', districts: ['Ahmedabad', 'Surat', 'Vadodara'], pincode: '380' },
];

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Ananya',
  'Karthik',
  'Meera',
  'Rohan',
  'Lakshmi',
  'Imran',
  'Fatima',
  'Joseph',
  'Divya',
  'Suresh',
  'Neha',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Banerjee',
  'Khan',
  'Menon',
  'Das',
  'Kulkarni',
  'Gupta',
  'Pillai',
];
const NAME_WORDS = [
  'Sunrise',
  'Lotus',
  'Apollo',
  'Sanjeevani',
  'Green Valley',
  'City',
  'Lifeline',
  'Shanti',
  'Arogya',
  'Metro',
  'Dhanvantari',
  'Care Point',
];
const STREETS = [
  'MG Road',
  'Station Road',
  'Temple Street',
  'Park Avenue',
  'Gandhi Nagar',
  'Nehru Street',
  'Lake View Road',
  'Market Road',
];
const KIND_WORDS: Record<PartnerType, string> = {
  doctor: 'Clinic',
  dentist: 'Dental Care',
  diagnostic: 'Diagnostics',
  pharmacy: 'Pharmacy',
};
// Each listing's standard discount is the percentage its offer names, so the desk pre-fills what
// the directory promises.
const DISCOUNTS: Record<PartnerType, { amount: string; items: string[]; standard: number }> = {
  doctor: {
    amount: '20% on consultation',
    items: ['Consultation', 'Follow-up visit', 'Minor procedures'],
    standard: 20,
  },
  dentist: {
    amount: '25% on treatments',
    items: ['Dental check-up', 'Scaling and polishing', 'Fillings'],
    standard: 25,
  },
  diagnostic: {
    amount: '25% on tests',
    items: ['Blood tests', 'X-ray', 'Ultrasound', 'Full body checkup'],
    standard: 25,
  },
  pharmacy: {
    amount: '15% on medicines',
    items: ['Prescription medicines', 'OTC medicines'],
    standard: 15,
  },
};
const COUNCILS: Record<PartnerType, string> = {
  doctor: 'State Medical Council',
  dentist: 'State Dental Council',
  diagnostic: 'Clinical Establishments Registry',
  pharmacy: 'State Pharmacy Council',
};

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function specializationFor(type: PartnerType, i: number): string | null {
  const usable = (list: readonly string[]) => list.filter((s) => s !== 'Other');
  if (type === 'doctor') return pick(usable(DOCTOR_SPECIALIZATIONS), i);
  if (type === 'dentist') return pick(usable(DENTIST_SPECIALIZATIONS), i);
  return null;
}

export function demoDirectoryPartner(i: number, now: Date): NewPartnerRow {
  const type = pick(PARTNER_TYPES, i);
  const place = pick(DEMO_PLACES, i + Math.floor(i / DEMO_PLACES.length));
  // Each attribute walks its own list at its own pace, so every combination turns up somewhere.
  const round = Math.floor(i / PARTNER_TYPES.length);
  const person = `${pick(FIRST_NAMES, round * 5 + i)} ${pick(LAST_NAMES, round * 7 + 3)}`;
  const name = `${pick(NAME_WORDS, round + i)} ${KIND_WORDS[type]}`;
  const createdAt = new Date(now.getTime() - (i + 1) * 36 * 3600_000).toISOString();
  const slug = `${name.toLowerCase().replace(/[^a-z]+/g, '')}${i}`;
  const age = 32 + (i % 25);
  return {
    type,
    name,
    status: 'approved',
    rejection_reason: null,
    email: `listing${i}@directory.demo.mcs`,
    password_hash: DISABLED_PASSWORD,
    responsible_name: person,
    responsible_sex: i % 2 === 0 ? 'Male' : 'Female',
    responsible_age: String(age),
    // Born early in the year, so the age is right for most of it.
    responsible_dob: `${now.getUTCFullYear() - age}-0${1 + (i % 9)}-1${i % 9}`,
    contact_email: `contact@${slug}.example.in`,
    contact_phone: `98${String(45000000 + i * 1371).padStart(8, '0')}`,
    website: i % 3 === 0 ? `https://${slug}.example.in` : null,
    address: `${10 + i}, ${pick(STREETS, i)}`,
    district: pick(place.districts, round),
    state: place.state,
    pincode: `${place.pincode}${String(1 + (i % 90)).padStart(3, '0')}`,
    time_from: pick(['8:00 AM', '9:00 AM', '10:00 AM'], i),
    time_to: pick(['6:00 PM', '8:00 PM', '9:00 PM'], i),
    day_from: 'Monday',
    day_to: i % 4 === 3 ? 'Sunday' : 'Saturday',
    timings: null,
    specialization: specializationFor(type, round),
    council_name: COUNCILS[type],
    council_number: `${type.slice(0, 3).toUpperCase()}-${20000 + i * 37}`,
    discount_amount: DISCOUNTS[type].amount,
    discount_items: JSON.stringify(DISCOUNTS[type].items),
    standard_discount: DISCOUNTS[type].standard,
    certificate_file: null,
    clinic_photos: '[]',
    created_at: createdAt,
    updated_at: createdAt,
  };
}
