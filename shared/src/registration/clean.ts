// A registration that passed every rule, trimmed and shaped the way the partner is stored. Kept
// beside the rules so the meaning of 'Other' and of clinicName/centerName lives in one place.
import { isClinicType, isPartnerType, type PartnerType } from '../reference/options.ts';
import { REGISTRATION_MESSAGES } from './messages.ts';
import { firstRegistrationError, type RegistrationCheckInput } from './rules.ts';
import { readStandardDiscount, STANDARD_DISCOUNT_MESSAGE } from './standard-discount.ts';

export interface CleanRegistration {
  type: PartnerType;
  /** clinicName (doctor, dentist) or centerName (others); the responsible person when left blank. */
  name: string;
  responsible: { name: string; age: string; sex: string; dob: string };
  address: string;
  state: string;
  district: string;
  pincode: string;
  timeFrom: string;
  timeTo: string;
  dayFrom: string;
  dayTo: string;
  website: string;
  contactEmail: string;
  contactPhone: string;
  /** Login email, lower-cased so sign-in does not depend on how it was typed. */
  email: string;
  /** As typed: never trimmed or changed. */
  password: string;
  council: { name: string; number: string };
  /** The typed text when 'Other' was chosen; null for diagnostic centres and pharmacies. */
  specialization: string | null;
  discountAmount: string;
  discountItems: string[];
  /** Percent, 0 to 100: what the desk shows and pre-fills for every member. */
  standardDiscount: number;
}

const t = (value: string | undefined) => (value ?? '').trim();

/** Throws when the input breaks a rule: call firstRegistrationError first and answer with its message. */
export function cleanRegistration(input: RegistrationCheckInput): CleanRegistration {
  const error = firstRegistrationError(input);
  if (error !== null) throw new Error(error);
  const type = t(input.role);
  if (!isPartnerType(type)) throw new Error(REGISTRATION_MESSAGES.partnerType);
  const clinic = isClinicType(type);
  const chosen = t(input.specialization);
  const responsibleName = t(input.responsibleName);
  const standardDiscount = readStandardDiscount(input.standardDiscount);
  if (standardDiscount === null) throw new Error(STANDARD_DISCOUNT_MESSAGE);
  return {
    type,
    name: t(clinic ? input.clinicName : input.centerName) || responsibleName,
    responsible: {
      name: responsibleName,
      age: t(input.responsibleAge),
      sex: t(input.responsibleSex),
      dob: t(input.responsibleDOB),
    },
    address: t(input.address),
    state: t(input.state),
    district: t(input.district),
    pincode: t(input.pincode),
    timeFrom: t(input.timeFrom),
    timeTo: t(input.timeTo),
    dayFrom: t(input.dayFrom),
    dayTo: t(input.dayTo),
    website: t(input.website),
    contactEmail: t(input.contactEmail),
    contactPhone: t(input.contactPhone),
    email: t(input.email).toLowerCase(),
    password: input.password ?? '',
    council: { name: t(input.councilName), number: t(input.councilNumber) },
    specialization: clinic ? (chosen === 'Other' ? t(input.customSpecialization) : chosen) : null,
    discountAmount: t(input.discountAmount),
    discountItems: (input.discountItems ?? [])
      .map((item) => item.trim())
      .filter((item) => item !== ''),
    standardDiscount,
  };
}
