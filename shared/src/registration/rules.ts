// The partner registration rules, in the order the product checks them: the product's 23, then the
// standard discount the desk pre-fills (which the product's form did not ask for, so it comes after
// all of them and never changes which of their messages shows first). The first failing rule's
// message is the one shown, so the order is part of the contract: the PWA form and the API both run
// this one list and can never disagree about which message comes first.
import { weakPasswordProblem } from '../passwords/password-rule.ts';
import { isClinicType, isGender, isPartnerType } from '../reference/options.ts';
import { PARTNER_MIN_PASSWORD, REGISTRATION_MESSAGES as M } from './messages.ts';
import { readStandardDiscount, STANDARD_DISCOUNT_MESSAGE } from './standard-discount.ts';

/**
 * What the rules look at: the text fields of the registration form (as typed, before trimming),
 * plus facts about the uploaded files and the terms box. Missing text counts as blank.
 */
export interface RegistrationCheckInput {
  role?: string;
  responsibleName?: string;
  responsibleAge?: string;
  responsibleSex?: string;
  responsibleDOB?: string;
  address?: string;
  /** Legacy free-text timings; not checked, timeFrom/timeTo are. */
  timings?: string;
  timeFrom?: string;
  timeTo?: string;
  dayFrom?: string;
  dayTo?: string;
  website?: string;
  contactEmail?: string;
  contactPhone?: string;
  /** The login email. */
  email?: string;
  password?: string;
  councilName?: string;
  councilNumber?: string;
  specialization?: string;
  /** The free text typed when specialization is 'Other'. */
  customSpecialization?: string;
  state?: string;
  district?: string;
  pincode?: string;
  discountAmount?: string;
  discountItems?: readonly string[];
  /** The percentage every member gets, as typed ("20"); read by readStandardDiscount. */
  standardDiscount?: string;
  /** Doctor and dentist. Marked required on the form but, as in the spec, not checked. */
  clinicName?: string;
  /** Diagnostic centre and pharmacy. Marked required on the form but not checked. */
  centerName?: string;
  hasCertificate?: boolean;
  clinicPhotoCount?: number;
  termsAccepted?: boolean;
}

export type RegistrationRuleId =
  | 'partnerType'
  | 'responsibleName'
  | 'responsibleAge'
  | 'responsibleSex'
  | 'responsibleDOB'
  | 'contactPhone'
  | 'contactEmail'
  | 'email'
  | 'password'
  | 'address'
  | 'state'
  | 'district'
  | 'pincode'
  | 'timings'
  | 'days'
  | 'councilName'
  | 'councilNumber'
  | 'specialization'
  | 'certificate'
  | 'clinicPhotos'
  | 'discountAmount'
  | 'discountItems'
  | 'terms'
  | 'standardDiscount';

export interface RegistrationRule {
  id: RegistrationRuleId;
  /** The message to show, or null when the rule is satisfied. */
  check: (input: RegistrationCheckInput) => string | null;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

type TextField = {
  [K in keyof RegistrationCheckInput]-?: RegistrationCheckInput[K] extends string | undefined
    ? K
    : never;
}[keyof RegistrationCheckInput];

function required(id: RegistrationRuleId, field: TextField, message: string): RegistrationRule {
  return { id, check: (input) => (blank(input[field]) ? message : null) };
}

const isClinic = (input: RegistrationCheckInput) => {
  const role = (input.role ?? '').trim();
  return isPartnerType(role) && isClinicType(role);
};

export const REGISTRATION_RULES: readonly RegistrationRule[] = [
  {
    id: 'partnerType',
    check: (i) => (isPartnerType((i.role ?? '').trim()) ? null : M.partnerType),
  },
  required('responsibleName', 'responsibleName', M.responsibleName),
  required('responsibleAge', 'responsibleAge', M.responsibleAge),
  {
    id: 'responsibleSex',
    // A choice from the list, so the API refuses free text the form could never send.
    check: (i) => (isGender((i.responsibleSex ?? '').trim()) ? null : M.responsibleSex),
  },
  required('responsibleDOB', 'responsibleDOB', M.responsibleDOB),
  required('contactPhone', 'contactPhone', M.contactPhone),
  required('contactEmail', 'contactEmail', M.contactEmail),
  required('email', 'email', M.email),
  {
    id: 'password',
    // Judged on the trimmed text so a password of spaces cannot pass; the password itself is
    // kept exactly as typed. After the spec's two checks, the shared rule refuses common ones.
    check: (i) => {
      const password = (i.password ?? '').trim();
      if (password === '') return M.password;
      if (password.length < PARTNER_MIN_PASSWORD) return M.passwordTooShort;
      return weakPasswordProblem(password);
    },
  },
  required('address', 'address', M.address),
  required('state', 'state', M.state),
  required('district', 'district', M.district),
  required('pincode', 'pincode', M.pincode),
  { id: 'timings', check: (i) => (blank(i.timeFrom) || blank(i.timeTo) ? M.timings : null) },
  { id: 'days', check: (i) => (blank(i.dayFrom) || blank(i.dayTo) ? M.days : null) },
  required('councilName', 'councilName', M.councilName),
  required('councilNumber', 'councilNumber', M.councilNumber),
  {
    id: 'specialization',
    check: (i) => {
      if (!isClinic(i)) return null;
      const specialization = (i.specialization ?? '').trim();
      if (specialization === '') return M.specialization;
      return specialization === 'Other' && blank(i.customSpecialization)
        ? M.customSpecialization
        : null;
    },
  },
  {
    id: 'certificate',
    check: (i) => {
      if (i.hasCertificate === true) return null;
      return isClinic(i) ? M.councilCertificate : M.governmentCertificate;
    },
  },
  {
    id: 'clinicPhotos',
    check: (i) => (isClinic(i) && (i.clinicPhotoCount ?? 0) < 1 ? M.clinicPhotos : null),
  },
  required('discountAmount', 'discountAmount', M.discountAmount),
  {
    id: 'discountItems',
    check: (i) =>
      (i.discountItems ?? []).some((item) => item.trim() !== '') ? null : M.discountItems,
  },
  { id: 'terms', check: (i) => (i.termsAccepted === true ? null : M.terms) },
  {
    id: 'standardDiscount',
    check: (i) =>
      readStandardDiscount(i.standardDiscount) === null ? STANDARD_DISCOUNT_MESSAGE : null,
  },
];

/** The first rule the input breaks and its message (the form shows it at that rule's field). */
export function firstRegistrationFailure(
  input: RegistrationCheckInput,
): { id: RegistrationRuleId; message: string } | null {
  for (const rule of REGISTRATION_RULES) {
    const message = rule.check(input);
    if (message !== null) return { id: rule.id, message };
  }
  return null;
}

/** The message of the first rule the input breaks, or null when the registration may be sent. */
export function firstRegistrationError(input: RegistrationCheckInput): string | null {
  return firstRegistrationFailure(input)?.message ?? null;
}
