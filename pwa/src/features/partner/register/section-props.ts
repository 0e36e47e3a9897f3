import type { RegistrationField, RegistrationValues } from './registration-values.ts';

export type SetValue = <K extends keyof RegistrationValues>(
  key: K,
  value: RegistrationValues[K],
) => void;

/** The error shown at a field, if it holds the registration's first problem. */
export type ErrorAt = (field: RegistrationField) => string | undefined;

export interface SectionProps {
  values: RegistrationValues;
  set: SetValue;
  errorAt: ErrorAt;
}
