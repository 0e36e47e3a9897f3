// The public directory: approved partners only, filtered and paged, as the JSON text of the answer.
import { directoryPagination, pageWindow, specializationsMatching } from '@mcs/shared';
import type { PageWindow, PartnersQuery, PartnersResponse } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { BoundedLru } from '../../lib/bounded-lru.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/finished-json.ts';
import { memoryIndexOf } from './directory-memory-index.ts';
import { toPartnerListing } from './partner-mapper.ts';
import { findListingRowsByIds, searchDirectory } from './partners.repo.ts';
import type { DirectoryFilter } from './partners.repo.ts';

/**
 * Listings kept as JSON text, by partner id, for one directory version: the searches members type
 * ("c", "cl", "cli"...) show the same partners page after page, and reading a partner's row and
 * writing its listing cost more than finding it. Bounded by their length in characters (a listing
 * is under a kilobyte, one with long discount items or many photos more): 8 MB keeps about 11,000.
 * The bench's 60,000 typed searches showed 10,780 partners; with 4,096 kept, one listing in six was
 * read again from the database, with 8,192 one in fourteen (4.7% are first showings).
 */
const KEPT_LISTING_CHARS = 8 * 1024 * 1024;

interface KeptListings {
  version: number;
  texts: BoundedLru<number, string>;
}

const keptListings = new WeakMap<Kysely<DB>, KeptListings>();

/**
 * The listings of `ids`, in that order, as JSON texts; undefined when one of them is no longer
 * listed (removed since the directory's version was read).
 */
async function listingTexts(
  db: Kysely<DB>,
  version: number,
  ids: readonly number[],
): Promise<string[] | undefined> {
  let kept = keptListings.get(db);
  if (kept?.version !== version) {
    const texts = new BoundedLru<number, string>(KEPT_LISTING_CHARS, (_, text) => text.length);
    keptListings.set(db, (kept = { version, texts }));
  }
  const { texts } = kept;
  // Those kept are asked first, so they are the last to be dropped while the missing are added.
  const found = ids.map((id) => texts.get(id));
  const missing = ids.filter((_, i) => found[i] === undefined);
  if (missing.length > 0) {
    const read = new Map<number, string>();
    for (const row of await findListingRowsByIds(db, missing)) {
      const text = JSON.stringify(toPartnerListing(row));
      texts.set(row.id, text);
      read.set(row.id, text);
    }
    for (let i = 0; i < ids.length; i++) found[i] ??= read.get(ids[i]!);
  }
  return found.every((text) => text !== undefined) ? (found as string[]) : undefined;
}

/** A page of the directory, made as JSON text when asked, and what names it among pages. */
export interface DirectoryPage {
  /**
   * The page's JSON text. Where the index answered, it is made only now: a page already sent
   * under the same `sameAs` goes again as it was, without reading its listings.
   */
  json: () => Promise<JsonText<PartnersResponse>>;
  /**
   * The page, the partners found and their number, at the version: two searches with the same
   * `sameAs` have the same JSON (the typed "clini" and "clinic" often do). Only where the
   * in-memory index answered.
   */
  sameAs?: string;
}

/**
 * One page of the directory for `query`, at the directory's `version` (read by the caller, so that
 * the answer cache keeps the answer under the version it was made at).
 */
export async function directoryAnswer(
  deps: Pick<AppDeps, 'db' | 'env'>,
  query: PartnersQuery,
  version: number,
): Promise<DirectoryPage> {
  const filter: DirectoryFilter = {
    q: query.q,
    type: query.type,
    state: query.state,
    district: query.district,
    specializations: query.specialization
      ? specializationsMatching(query.specialization)
      : undefined,
  };
  const page = pageWindow(query.page, query.limit);
  // SQLite: the in-memory index answers when it is built for the directory's current version.
  // PostgreSQL splits words its own way (tsvector), so it keeps its own search.
  if (deps.env.database.kind === 'sqlite') {
    const found = memoryIndexOf(deps.db).search(filter, page, version);
    if (found) {
      const { ids, total } = found;
      return {
        json: async () => {
          const texts = await listingTexts(deps.db, version, ids);
          // Without texts, a partner was removed since the version was read: SQL answers, as it
          // would for every search of this version that found the same page from now on.
          if (!texts) return sqlAnswer(deps, filter, page, query);
          const pagination = directoryPagination(total, query.page, query.limit);
          return `{"partners":[${texts.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
        },
        sameAs: `${version}/${query.page}/${query.limit}/${total}/${ids.join(',')}`,
      };
    }
  }
  const json = await sqlAnswer(deps, filter, page, query);
  return { json: () => Promise.resolve(json) };
}

async function sqlAnswer(
  deps: Pick<AppDeps, 'db' | 'env'>,
  filter: DirectoryFilter,
  page: PageWindow,
  query: PartnersQuery,
): Promise<JsonText<PartnersResponse>> {
  const { rows, total } = await searchDirectory(deps.db, deps.env.database.kind, filter, page);
  const answer: PartnersResponse = {
    partners: rows.map((row) => toPartnerListing(row)),
    pagination: directoryPagination(total, query.page, query.limit),
  };
  return JSON.stringify(answer);
}
