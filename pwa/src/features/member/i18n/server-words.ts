// The server writes its refusals in English. Where a refusal has a code the member's screens know,
// a Hindi or Bengali reader gets the catalog's words for that code; in English the server's own
// text stays (it is the same sentence, or a newer wording of it).
import type { ErrorCode } from '@mcs/shared';
import type { Language } from '../../../i18n/index.ts';
import type { ApiError } from '../../../net/errors.ts';
import type { MemberKey } from './catalog.ts';
import type { Say } from './words.ts';

const CODE_WORDS: Partial<Record<ErrorCode, MemberKey>> = {
  link_not_usable: 'server.linkNotUsable',
};

/** The server's message of a refusal, in the reader's language where its code has words here. */
export function serverWords(t: Say, lang: Language, failure: ApiError): string | undefined {
  const key = failure.code && CODE_WORDS[failure.code];
  return lang !== 'en' && key ? t(key) : failure.serverMessage;
}
