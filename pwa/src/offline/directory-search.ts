import {
  filterGiven,
  partnerFieldWords,
  partnerSearchWords,
  searchDirectoryPartners,
  searchPhrases,
} from '@mcs/shared';
import type { DirectoryFilters, DirectoryPagination } from '@mcs/shared';
import type { OfflineDb, StoredPartner } from './db.ts';
import { tableWrites } from './table-changes.ts';

/**
 * The partner directory with no network: the same filters, order and pagination object as
 * `GET api/partners`, over the partners cached by the last directory pull.
 */

/**
 * The cached partners a filter can match, read through the state or type index when one is
 * asked for (state first: it splits the directory far finer than the four types). The index
 * only narrows: the shared search below still applies every filter, so the answer is the same
 * as over the whole table. Stored types and states are the server's canonical values, so the
 * case-insensitive index lookup finds every partner the shared rule would.
 */
function candidates(db: OfflineDb, filters: DirectoryFilters): Promise<StoredPartner[]> {
  if (filterGiven(filters.state))
    return db.directory.where('state').equalsIgnoreCase(filters.state.trim()).toArray();
  if (filterGiven(filters.type))
    return db.directory.where('type').equalsIgnoreCase(filters.type.trim()).toArray();
  return db.directory.toArray();
}

/**
 * What one page (tab) has learnt of the cached directory while the member types: the entries
 * read so far, each one's field words once split, and the ids each search word's index lookup
 * found. Thrown away whenever the directory changes (a pull in this tab, another tab or the
 * service worker: Dexie reports every write), so it never answers from an old directory.
 */
interface SearchSession {
  generation: number;
  partners: Map<string, StoredPartner>;
  fieldWords: WeakMap<StoredPartner, string[][]>;
  idsByWord: Map<string, string[]>;
}

const sessions = new WeakMap<OfflineDb, SearchSession>();

function sessionOf(db: OfflineDb): SearchSession {
  const generation = tableWrites(db.name, 'directory');
  let session = sessions.get(db);
  if (session?.generation !== generation) {
    session = { generation, partners: new Map(), fieldWords: new WeakMap(), idsByWord: new Map() };
    sessions.set(db, session);
  }
  return session;
}

/**
 * Ids of the entries holding a phrase's first word: the word itself when more words follow it,
 * any word it begins when it is the phrase's last (the search's prefix rule). Every entry the
 * phrase is in is among them, found through the `*words` index instead of read and split.
 */
async function idsWithPhrase(
  db: OfflineDb,
  session: SearchSession,
  phrase: readonly string[],
): Promise<string[]> {
  const first = phrase[0]!;
  const prefix = phrase.length === 1;
  const key = `${prefix ? '^' : '='}${first}`;
  let ids = session.idsByWord.get(key);
  if (!ids) {
    const words = db.directory.where('words');
    const found = await (prefix ? words.startsWith(first) : words.equals(first)).primaryKeys();
    ids = [...new Set(found)];
    session.idsByWord.set(key, ids);
  }
  return ids;
}

/** Few enough candidates that the shared rule checks the other phrases faster than the index. */
const NARROW_ENOUGH = 300;

/**
 * The entries that may hold every phrase, read once a session. The longest first word narrows
 * most, so it is looked up first; the others only while many candidates are left (a one-letter
 * word just typed would list most of the directory for nothing).
 */
async function phraseCandidates(
  db: OfflineDb,
  session: SearchSession,
  phrases: readonly string[][],
): Promise<StoredPartner[]> {
  const [first, ...rest] = [...phrases].sort((a, b) => b[0]!.length - a[0]!.length);
  let ids = await idsWithPhrase(db, session, first!);
  for (const phrase of rest) {
    if (ids.length <= NARROW_ENOUGH) break;
    const holding = new Set(await idsWithPhrase(db, session, phrase));
    ids = ids.filter((id) => holding.has(id));
  }
  const missing = ids.filter((id) => !session.partners.has(id));
  if (missing.length > 0)
    for (const partner of await db.directory.bulkGet(missing))
      if (partner) session.partners.set(partner.id, partner);
  return ids.flatMap((id) => session.partners.get(id) ?? []);
}

export async function searchDirectory(
  db: OfflineDb,
  filters: DirectoryFilters,
): Promise<{ partners: StoredPartner[]; pagination: DirectoryPagination }> {
  if (!filters.q?.trim()) {
    const session = sessionOf(db);
    const rows = await candidates(db, filters);
    // The directory as the screen first lists it: kept, so the first keystroke need not read it.
    for (const row of rows) session.partners.set(row.id, row);
    return searchDirectoryPartners(rows, filters);
  }
  // Text with no searchable word matches nobody, as online.
  const phrases = searchPhrases(filters.q);
  if (!phrases) return searchDirectoryPartners([], filters);
  // A keystroke: candidates by the words index, then the shared rule over them alone, with each
  // entry's words split once a session rather than on every keystroke.
  const session = sessionOf(db);
  const found = await phraseCandidates(db, session, phrases);
  // A one-word phrase is in a field when any of its words begins with it, which is the same as
  // any of the entry's stored words beginning with it: no field need be split for such a search.
  if (phrases.every((phrase) => phrase.length === 1))
    return searchDirectoryPartners(found, filters, (partner) => [
      partner.words ?? partnerSearchWords(partner),
    ]);
  return searchDirectoryPartners(found, filters, (partner) => {
    let words = session.fieldWords.get(partner);
    if (!words) {
      words = partnerFieldWords(partner);
      session.fieldWords.set(partner, words);
    }
    return words;
  });
}
