// The registration form as it reaches the API: multipart text fields, every one a string and any
// one possibly missing. The schema only bounds sizes; the rules in rules.ts decide what is missing
// so that the API answers with the same message the form would have shown.
import { z } from 'zod';
import type { RegistrationCheckInput } from './rules.ts';

const text = (max: number) => z.string().max(max).optional();
const SHORT = 200;
const LONG = 2000;

/**
 * Text fields of `POST api/partners/register`. Besides the spec's payload, the API also requires
 * `termsAccepted` = 'true' (the form sends it when the terms box is ticked), and accepts
 * `customSpecialization`, the text typed when specialization is 'Other'. Files travel as
 * `certificateFile` (one) and `clinicPhotos` (several) and are checked by the API, not here.
 */
export const partnerRegistrationFieldsSchema = z.object({
  role: text(20).describe('What the partner is: `doctor`, `dentist`, `diagnostic` or `pharmacy`.'),
  responsibleName: text(SHORT).describe("The responsible person's full name."),
  responsibleAge: text(10).describe('Their age in whole years, 18 to 100.'),
  responsibleSex: text(20).describe('`Male`, `Female` or `Other`.'),
  responsibleDOB: text(30).describe('Their date of birth, YYYY-MM-DD; it must agree with the age.'),
  address: text(LONG).describe("The clinic's or centre's street address."),
  timings: text(SHORT).describe(
    'Older free-text opening hours; not required (timeFrom and timeTo are).',
  ),
  timeFrom: text(20).describe('Opening time, e.g. `9:00 AM`.'),
  timeTo: text(20).describe('Closing time, e.g. `6:00 PM`; after the opening time.'),
  dayFrom: text(20).describe('First open day of the week, e.g. `Monday`.'),
  dayTo: text(20).describe('Last open day of the week, e.g. `Saturday`.'),
  website: text(500).describe('The website, e.g. https://www.yourclinic.in; optional.'),
  contactEmail: text(254).describe('The email members and our team may write to.'),
  contactPhone: text(30).describe('An Indian phone number: 10 digits, optionally after +91 or 0.'),
  email: text(254).describe('The login email the partner will sign in with.'),
  password: text(SHORT).describe(
    'The login password: at least the minimum length, not a common one.',
  ),
  councilName: text(SHORT).describe('The medical council or licensing body.'),
  councilNumber: text(100).describe('The registration number with that body.'),
  specialization: text(100).describe(
    "A doctor's or dentist's specialization; `Other` with customSpecialization.",
  ),
  customSpecialization: text(SHORT).describe(
    'The specialization typed when specialization is `Other`.',
  ),
  state: text(100).describe('The state (filled from the pincode on the form).'),
  district: text(100).describe('The district (filled from the pincode on the form).'),
  pincode: text(12).describe(
    'The 6-digit India Post pincode; it must be one India Post issued in that state.',
  ),
  discountAmount: text(500).describe(
    'The discount offered to members, in words (e.g. 20% on consultations).',
  ),
  /** JSON array text, e.g. '["Consultation","X-ray"]'. */
  discountItems: text(20_000).describe(
    'The services the discount covers, as a JSON array of names, e.g. `["Consultation","X-ray"]`.',
  ),
  /** The percentage every member gets, e.g. '20' (checked by the rules, not here). */
  standardDiscount: text(20).describe(
    'The percentage every member gets, e.g. `20`; the desk pre-fills it.',
  ),
  clinicName: text(SHORT).describe("The clinic's name (doctor or dentist); optional."),
  centerName: text(SHORT).describe(
    "The centre's or pharmacy's name (diagnostic or pharmacy); optional.",
  ),
  termsAccepted: text(10).describe('`true` when the terms were accepted; required.'),
});

export type PartnerRegistrationFields = z.infer<typeof partnerRegistrationFieldsSchema>;

/** The most services a partner may list; a longer list is cut, not refused. */
export const MAX_DISCOUNT_ITEMS = 50;

/** Reads the discountItems JSON text: trimmed non-empty strings; anything unreadable is an empty list. */
export function parseDiscountItems(json: string | undefined): string[] {
  if (json === undefined || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice(0, MAX_DISCOUNT_ITEMS);
}

export interface RegistrationFiles {
  hasCertificate: boolean;
  clinicPhotoCount: number;
}

/**
 * Joins the parsed text fields and what arrived as files into what the rules check. The terms
 * box counts as ticked only when the form sent termsAccepted = 'true', unless the caller says.
 */
export function toRegistrationCheckInput(
  fields: PartnerRegistrationFields,
  files: RegistrationFiles,
  termsAccepted: boolean = fields.termsAccepted === 'true',
): RegistrationCheckInput {
  const { discountItems, termsAccepted: _terms, ...textFields } = fields;
  return {
    ...textFields,
    discountItems: parseDiscountItems(discountItems),
    hasCertificate: files.hasCertificate,
    clinicPhotoCount: files.clinicPhotoCount,
    termsAccepted,
  };
}
