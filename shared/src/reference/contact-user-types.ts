// Who is writing, as the contact form asks it. Apart from options.ts because the contact form is
// on the public pages: importing this list must not bring the partner and registration lists (the
// home page's script would carry them for the areas).
import type { Option } from './options.ts';

export const CONTACT_USER_TYPES = [
  { value: 'member', label: 'MCS Member' },
  { value: 'doctor', label: 'Healthcare Provider' },
  { value: 'pharmacy', label: 'Pharmacy Partner' },
  { value: 'diagnostic', label: 'Diagnostic Center' },
  { value: 'general', label: 'General Inquiry' },
] as const satisfies readonly Option[];
export type ContactUserType = (typeof CONTACT_USER_TYPES)[number]['value'];
export const CONTACT_USER_TYPE_VALUES = CONTACT_USER_TYPES.map((t) => t.value) as [
  ContactUserType,
  ...ContactUserType[],
];
export const DEFAULT_CONTACT_USER_TYPE: ContactUserType = 'member';
