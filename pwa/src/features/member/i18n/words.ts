// Values the server keeps in English words (a relationship, a gender, the plan) shown in the
// member's language when they are the enrolment form's own choices; anything else a family typed
// is shown as typed.
import {
  DAYS,
  DENTIST_SPECIALIZATIONS,
  DOCTOR_SPECIALIZATIONS,
  GENDERS,
  RELATIONSHIPS,
  SEARCH_SPECIALIZATIONS,
} from '@mcs/shared';
import type { Day, Gender, Relationship } from '@mcs/shared';
import type { MemberKey } from './catalog.ts';

export type Say = (key: MemberKey, vars?: Record<string, string | number>) => string;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function relationshipWord(t: Say, value: string): string {
  return isOneOf<Relationship>(RELATIONSHIPS, value) ? t(`relationship.${value}`) : value;
}

export function genderWord(t: Say, value: string): string {
  return isOneOf<Gender>(GENDERS, value) ? t(`gender.${value}`) : value;
}

const SPECIALIZATIONS = [
  ...SEARCH_SPECIALIZATIONS,
  ...DOCTOR_SPECIALIZATIONS,
  ...DENTIST_SPECIALIZATIONS,
] as const;
type Specialization = (typeof SPECIALIZATIONS)[number];

export function specializationWord(t: Say, value: string): string {
  return isOneOf<Specialization>(SPECIALIZATIONS, value) ? t(`specialization.${value}`) : value;
}

/** A day of the week as the registration form names it ("Monday"); any other text as written. */
export function dayWord(t: Say, value: string): string {
  return isOneOf<Day>(DAYS, value) ? t(`day.${value}`) : value;
}

/** The plan's name: the one plan there is has a word in each language. */
export function planWord(t: Say, plan: string): string {
  return plan === 'Annual' ? t('plan.Annual') : plan;
}

/** Names every language writes as they are: the brand on the card and the bar, a messaging app. */
export const BRAND_NAME = 'MediCostSaver';
export const WHATSAPP = 'WhatsApp';
