// The registration's messages in the partner's language. The rules are shared with the API, which
// answers with the same English sentences, so the form and the server's refusal read alike; here
// each shared sentence is matched, whole, to its rule's key in the desk catalog. In English the
// shared words stay as they are; a sentence built around a file's name (and any the catalog does
// not know) stays in English in every language.
import {
  FIELD_CHECK_MESSAGES,
  FORMAT_MESSAGES,
  REGISTRATION_MESSAGES,
  STANDARD_DISCOUNT_MESSAGE,
} from '@mcs/shared';
import { UPLOAD_MESSAGES } from '@mcs/shared/uploads';
import type { DeskKey, DeskWords } from '../desk/desk-words.ts';

const names = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];

const RULE_KEYS = new Map<string, DeskKey>([
  ...names(REGISTRATION_MESSAGES).map(
    (name) => [REGISTRATION_MESSAGES[name], `reg.rule.${name}`] as const,
  ),
  ...names(FIELD_CHECK_MESSAGES).map(
    (name) => [FIELD_CHECK_MESSAGES[name], `reg.check.${name}`] as const,
  ),
  ...names(FORMAT_MESSAGES).map((name) => [FORMAT_MESSAGES[name], `reg.format.${name}`] as const),
  [UPLOAD_MESSAGES.certificateType, 'reg.upload.certificateType'],
  [UPLOAD_MESSAGES.photoType, 'reg.upload.photoType'],
  [UPLOAD_MESSAGES.tooManyPhotos, 'reg.upload.tooManyPhotos'],
  [STANDARD_DISCOUNT_MESSAGE, 'standard.invalid'],
]);

/** A registration rule's sentence (the form's or the server's) in the partner's language. */
export function registrationText(words: DeskWords, message: string): string {
  const key = RULE_KEYS.get(message);
  return key === undefined ? message : words.either(message, key);
}
