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
  role: text(20),
  responsibleName: text(SHORT),
  responsibleAge: text(10),
  responsibleSex: text(20),
  responsibleDOB: text(30),
  address: text(LONG),
  timings: text(SHORT),
  timeFrom: text(20),
  timeTo: text(20),
  dayFrom: text(20),
  dayTo: text(20),
  website: text(500),
  contactEmail: text(254),
  contactPhone: text(30),
  email: text(254),
  password: text(SHORT),
  councilName: text(SHORT),
  councilNumber: text(100),
  specialization: text(100),
  customSpecialization: text(SHORT),
  state: text(100),
  district: text(100),
  pincode: text(12),
  discountAmount: text(500),
  /** JSON array text, e.g. '["Consultation","X-ray"]'. */
  discountItems: text(20_000),
  /** The percentage every member gets, e.g. '20' (checked by the rules, not here). */
  standardDiscount: text(20),
  clinicName: text(SHORT),
  centerName: text(SHORT),
  termsAccepted: text(10),
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
