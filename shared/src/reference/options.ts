// Fixed option lists and labels shown by the PWA and accepted by the API. Labels are the
// product's own texts, letter for letter: a test holds them.

export const PARTNER_TYPES = ['doctor', 'dentist', 'diagnostic', 'pharmacy'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export function isPartnerType(value: unknown): value is PartnerType {
  return typeof value === 'string' && (PARTNER_TYPES as readonly string[]).includes(value);
}

/** Doctors and dentists register a clinic, a specialisation and clinic photos; the others do not. */
export function isClinicType(type: PartnerType): type is 'doctor' | 'dentist' {
  return type === 'doctor' || type === 'dentist';
}

/** The four type cards on the registration chooser. */
export const PARTNER_TYPE_LABELS: Readonly<Record<PartnerType, string>> = {
  doctor: 'Doctor',
  dentist: 'Dentist',
  diagnostic: 'Diagnostic Center',
  pharmacy: 'Pharmacy',
};

/** The "no filter" value of the search selects; never sent to the API. */
export const ALL = 'all';

/** Whether a search filter asks for something: not absent, not blank and not 'all'. */
export const filterGiven = (v: string | undefined): v is string =>
  v !== undefined && v.trim() !== '' && v.trim().toLowerCase() !== ALL;

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

export const SERVICE_TYPE_OPTIONS: readonly Option<PartnerType | typeof ALL>[] = [
  { value: ALL, label: 'All Healthcare Services' },
  { value: 'doctor', label: 'Doctors & Clinics' },
  { value: 'dentist', label: 'Dentists' },
  { value: 'diagnostic', label: 'Diagnostic Centers' },
  { value: 'pharmacy', label: 'Pharmacies' },
];

/** The badge in the partner dashboard header. */
export function partnerTypeBadge(type: string | null | undefined): string {
  switch (type) {
    case 'doctor':
      return 'Medical Clinic';
    case 'diagnostic':
      return 'Diagnostic Center';
    case 'pharmacy':
      return 'Pharmacy';
    default:
      return 'Healthcare Partner';
  }
}

export const DOCTOR_SPECIALIZATIONS = [
  'General Medicine',
  'Cardiology',
  'Neurology',
  'Orthopedics',
  'Dermatology',
  'Gynecology',
  'Pediatrics',
  'Ophthalmology',
  'ENT',
  'Psychiatry',
  'Radiology',
  'Urology',
  'Nephrology',
  'Oncology',
  'Endocrinology',
  'Gastroenterology',
  'Pulmonology',
  'Rheumatology',
  'Other',
] as const;

export const DENTIST_SPECIALIZATIONS = [
  'General Dentistry',
  'Orthodontics',
  'Oral Surgery',
  'Periodontics',
  'Endodontics',
  'Prosthodontics',
  'Pediatric Dentistry',
  'Oral Pathology',
  'Oral Medicine',
  'Other',
] as const;

/** The Specialization filter of the partner search (shown for doctor and dentist types). */
export const SEARCH_SPECIALIZATIONS = [
  'General Medicine',
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'Gastroenterology',
  'Neurology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Radiology',
  'Surgery',
  'Urology',
  'Gynecology',
  'Ophthalmology',
  'ENT',
  'Dentistry',
  'Oral Surgery',
  'Orthodontics',
  'Periodontics',
  'Other',
] as const;

const REGISTERED_SPECIALIZATIONS: readonly string[] = [
  ...new Set<string>([...DOCTOR_SPECIALIZATIONS, ...DENTIST_SPECIALIZATIONS]),
];

/**
 * The stored specialisations (lower case) a search filter finds. Most filters name one stored
 * value; 'Dentistry' and 'Surgery' name no registration choice, so they find the family of choices
 * ending in that word ('General Dentistry', 'Pediatric Dentistry'; 'Oral Surgery'). API and
 * offline search share this so they answer alike.
 */
export function specializationsMatching(filter: string): string[] {
  const wanted = filter.trim().toLowerCase();
  // Lower-cased once: the directory search asks on every request with a service filter.
  registeredLower ??= REGISTERED_SPECIALIZATIONS.map((s) => s.toLowerCase());
  const family = registeredLower.filter((s) => s.endsWith(` ${wanted}`));
  const exact = registeredLower.includes(wanted);
  return exact || family.length === 0 ? [wanted] : family;
}

let registeredLower: string[] | undefined;

/** The registration specialisation list for a partner type; empty for types that have none. */
export function specializationsFor(type: string): readonly string[] {
  if (type === 'doctor') return DOCTOR_SPECIALIZATIONS;
  if (type === 'dentist') return DENTIST_SPECIALIZATIONS;
  return [];
}

/** Opening-time choices, hourly from 6:00 AM to 11:00 PM. Literal so schemas can use z.enum. */
export const TIME_OPTIONS = [
  '6:00 AM',
  '7:00 AM',
  '8:00 AM',
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
  '8:00 PM',
  '9:00 PM',
  '10:00 PM',
  '11:00 PM',
] as const;
export type TimeOption = (typeof TIME_OPTIONS)[number];

export const DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Day = (typeof DAYS)[number];

/** How a family member on a card relates to the member who holds it. */
export const RELATIONSHIPS = [
  'Self',
  'Spouse',
  'Son',
  'Daughter',
  'Father',
  'Mother',
  'Other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}
