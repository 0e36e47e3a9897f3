// The public directory: approved partners only, filtered and paged, as the JSON text of the answer.
import { directoryPagination, pageWindow, specializationsMatching } from '@mcs/shared';
import type { PartnersQuery, PartnersResponse } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
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
  texts: Map<number, string>;
  /** The summed length of `texts`. */
  chars: number;
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
  if (kept?.version !== version)
    keptListings.set(db, (kept = { version, texts: new Map(), chars: 0 }));
  const { texts } = kept;
  const missing = ids.filter((id) => !texts.has(id));
  if (missing.length > 0)
    for (const row of await findListingRowsByIds(db, missing)) {
      const text = JSON.stringify(toPartnerListing(row));
      kept.chars += text.length - (texts.get(row.id)?.length ?? 0);
      texts.set(row.id, text);
    }
  const found: string[] = [];
  for (const id of ids) {
    const text = texts.get(id);
    if (text === undefined) return undefined;
    // Asked again: the last to be dropped.
    texts.delete(id);
    texts.set(id, text);
    found.push(text);
  }
  // Past the budget the least recently shown go until a quarter is free (this page's are the most
  // recent): one walk of the Map for many listings dropped (see answer-cache.ts).
  if (kept.chars > KEPT_LISTING_CHARS)
    for (const [oldest, text] of texts) {
      if (kept.chars <= KEPT_LISTING_CHARS * 0.75) break;
      texts.delete(oldest);
      kept.chars -= text.length;
    }
  return found;
}

/** A page of the directory as JSON text, and what names it among pages of the same version. */
export interface DirectoryPage {
  json: JsonText<PartnersResponse>;
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
    const texts = found && (await listingTexts(deps.db, version, found.ids));
    // Without texts, a partner was removed since the version was read: SQL answers instead.
    if (found && texts) {
      const pagination = directoryPagination(found.total, query.page, query.limit);
      return {
        json: `{"partners":[${texts.join(',')}],"pagination":${JSON.stringify(pagination)}}`,
        sameAs: `${version}/${query.page}/${query.limit}/${found.total}/${found.ids.join(',')}`,
      };
    }
  }
  const { rows, total } = await searchDirectory(deps.db, deps.env.database.kind, filter, page);
  const answer: PartnersResponse = {
    partners: rows.map((row) => toPartnerListing(row)),
    pagination: directoryPagination(total, query.page, query.limit),
  };
  return { json: JSON.stringify(answer) };
}
