import type { RegistrationValues } from './registration-values.ts';

export type SetValue = <K extends keyof RegistrationValues>(
  key: K,
  value: RegistrationValues[K],
) => void;

export interface SectionProps {
  values: RegistrationValues;
  set: SetValue;
}
