import type { PartnerListing } from '../schemas/partner.ts';
import { pageInfo, pageWindow } from '../paging/paging.ts';
import { filterGiven, specializationsMatching } from '../reference/options.ts';
import type { PageInfo } from '../paging/paging.ts';

/**
 * The partner directory as the members' app caches it, and the one filtering and paging rule
 * shared by `GET api/partners` and the offline search, so results agree online and offline.
 * No schema here (the feed's is in directory-delta.ts): the member's first screen searches and
 * pages with these rules, and a module that builds schemas would bring zod with it.
 */
export const DIRECTORY_PAGE_SIZE = 10;

/** A cached directory entry is exactly what `GET api/partners` lists. */
export type DirectoryPartner = PartnerListing;

export interface DirectoryFilters {
  q?: string;
  /** 'all' or absent: every type. */
  type?: string;
  state?: string;
  district?: string;
  /** 'all' or absent: every specialisation. */
  specialization?: string;
  page?: number;
  limit?: number;
}

export interface DirectoryPagination extends PageInfo {
  totalPartners: number;
}

export interface SearchablePartner {
  name: string;
  type: string;
  address: string;
  state: string;
  district: string;
  specialization?: string | null;
  responsible?: { name: string };
  createdAt: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The most limit `GET api/partners` accepts (a bigger one is a 400); the offline search reads a bigger one as this. */
export const DIRECTORY_LIMIT_MAX = 50;
/** The most words a directory search reads; the rest of the text is ignored. */
export const MAX_SEARCH_WORDS = 12;

/**
 * Words as the API's SQLite full-text index (FTS5, unicode61, remove_diacritics 2) splits them:
 * runs of letters and digits, lower-cased, accents dropped. "Dr. Meera-Iyer" -> dr, meera, iyer.
 */
export function searchTokens(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * The one rule for what a directory search looks for, online (`ftsQuery` in the API's partners
 * repository) and offline (`searchPhrases` below): the typed text split at spaces and control
 * characters (which an FTS5 query cannot hold), quotes dropped, words with no letter or digit
 * ignored, at most MAX_SEARCH_WORDS. Empty when nothing searchable is left.
 */
export function searchWords(text: string): string[] {
  return text
    .split(/[\s\p{Cc}]+/u)
    .map((word) => word.replace(/"/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * The search words as the offline search matches them, mirroring the API's full-text query: each
 * word a prefix, every word required. A word the index splits ("mg-road") must match as
 * consecutive words, the last one as a prefix. Null when nothing searchable is left, which
 * matches no partner.
 */
export function searchPhrases(text: string): string[][] | null {
  const phrases = searchWords(text)
    .map(searchTokens)
    .filter((phrase) => phrase.length > 0);
  return phrases.length > 0 ? phrases : null;
}

function phraseIn(words: readonly string[], phrase: readonly string[]): boolean {
  const last = phrase.length - 1;
  for (let start = 0; start + last < words.length; start++) {
    const hit = phrase.every((token, i) =>
      i === last ? words[start + i]!.startsWith(token) : words[start + i] === token,
    );
    if (hit) return true;
  }
  return false;
}

/** The text columns the API's full-text index covers. */
function searchableFields(partner: SearchablePartner): string[] {
  return [
    partner.name,
    partner.responsible?.name ?? '',
    partner.specialization ?? '',
    partner.address,
    partner.district,
    partner.state,
  ];
}

// The phrases of the text searched last: a search asks this of every partner with the same text.
let lastSearch: { text: string; phrases: string[][] | null } | undefined;
function phrasesOf(text: string): string[][] | null {
  if (lastSearch?.text !== text) lastSearch = { text, phrases: searchPhrases(text) };
  return lastSearch.phrases;
}

/** Each searchable field's words as `searchTokens` splits them: what a search phrase must be in. */
export function partnerFieldWords(partner: SearchablePartner): string[][] {
  return searchableFields(partner).map(searchTokens);
}

/**
 * Every word of a partner's searchable fields, once each. A partner matches a search only if the
 * first word of each phrase is among these (the last word of a phrase as a prefix), so an index of
 * them finds every candidate; the phrase rule above still decides.
 */
export function partnerSearchWords(partner: SearchablePartner): string[] {
  return [...new Set(partnerFieldWords(partner).flat())];
}

/**
 * `fieldWords` gives a partner's `partnerFieldWords`; a caller that keeps them between searches
 * (the offline search, keystroke after keystroke) passes its memo instead of splitting again.
 */
export function matchesDirectoryFilters<P extends SearchablePartner>(
  partner: P,
  filters: DirectoryFilters,
  fieldWords: (partner: P) => string[][] = partnerFieldWords,
): boolean {
  if (filterGiven(filters.type) && !same(partner.type, filters.type)) return false;
  if (filterGiven(filters.state) && !same(partner.state, filters.state)) return false;
  if (filterGiven(filters.district) && !same(partner.district, filters.district)) return false;
  if (
    filterGiven(filters.specialization) &&
    !specializationsMatching(filters.specialization).includes(
      (partner.specialization ?? '').toLowerCase(),
    )
  )
    return false;
  const q = filters.q?.trim();
  if (q) {
    const phrases = phrasesOf(q);
    if (!phrases) return false;
    const fields = fieldWords(partner);
    return phrases.every((phrase) => fields.some((words) => phraseIn(words, phrase)));
  }
  return true;
}

export function directoryPagination(
  total: number,
  page: number,
  limit: number,
): DirectoryPagination {
  return { ...pageInfo(total, page, limit), totalPartners: total };
}

// Ids are numbers in text: '10' is newer than '9', as in the API's `order by id desc`.
const byIdDesc = (a: string, b: string) =>
  a.length !== b.length ? b.length - a.length : a < b ? 1 : a > b ? -1 : 0;

/** Newest listings first, as the online directory shows them (then the higher id first). */
export function searchDirectoryPartners<P extends SearchablePartner & { id: string }>(
  partners: readonly P[],
  filters: DirectoryFilters,
  fieldWords?: (partner: P) => string[][],
): { partners: P[]; pagination: DirectoryPagination } {
  const limit = Math.min(
    DIRECTORY_LIMIT_MAX,
    Math.max(1, Math.floor(filters.limit ?? DIRECTORY_PAGE_SIZE)),
  );
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const { offset } = pageWindow(page, limit);
  const matching = partners
    .filter((p) => matchesDirectoryFilters(p, filters, fieldWords))
    .sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : byIdDesc(a.id, b.id),
    );
  return {
    partners: matching.slice(offset, offset + limit),
    pagination: directoryPagination(matching.length, page, limit),
  };
}
