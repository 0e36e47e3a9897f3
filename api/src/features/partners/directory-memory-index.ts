// The directory's search in memory (SQLite). An exact count visits every match: FTS5 counting a
// one-letter prefix walks tens of thousands of rows, which makes distinct searches a few hundred
// a second. Here each partner is a position in the directory's order (newest first); a word and a
// filter word are sorted lists of positions. When one condition of a search allows few positions
// (a rare word, a district), its list is walked and each position tested in the bitsets of the
// others; otherwise the search is an AND of bitsets (the recent ones kept), its count a popcount
// and its page the first positions after the offset. Only the page's rows are then read from the
// database.
//
// It answers only what it answers exactly as the index would: a typed word or a filter the FTS5
// query reads as a phrase of several tokens ("mg-road") goes to SQL. It is built from the database
// after the first search asks (answers come from SQL meanwhile) and again whenever the directory's
// version (the one the answer cache reads, so another instance's writes count) has moved.
import { searchTokens, searchWords } from '@mcs/shared';
import type { PageWindow } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { FACET_DROPPED } from '../../db/migrations/helpers-0009-directory-text.ts';
import { BoundedLru } from '../../lib/bounded-lru.ts';
import { letOthersRun } from '../../lib/let-others-run.ts';
import type { DirectoryFilter } from './partners.repo.ts';
import { listDirectoryForIndex } from './partners.repo.ts';

/** Rows read, and rows tokenised, between two yields to other requests while building. */
const BUILD_CHUNK = 2_000;
/** Prefix bitsets kept (6.25 kB each at 50,000 partners). */
const KEPT_BITSETS = 512;

/**
 * Positions by token in one array: token i's positions, ascending, are
 * `positions[starts[i]]` up to `positions[starts[i + 1]]`. One typed array for a hundred thousand
 * tokens, not an object each: the index of 50,000 partners stays a few megabytes.
 */
interface Postings {
  /** Sorted. */
  tokens: string[];
  starts: Int32Array;
  positions: Int32Array;
}

interface Built {
  version: number;
  /** Partner ids in the directory's order. */
  ids: Int32Array;
  /** Text-column tokens (searched by prefix). */
  text: Postings;
  /** Facet-column tokens (asked exactly), and where each is in `facets.tokens`. */
  facets: Postings;
  facetAt: Map<string, number>;
  kept: BoundedLru<string, Uint32Array>;
}

/** Token i's positions (a view, no copy). */
const positionsAt = (postings: Postings, i: number) =>
  postings.positions.subarray(postings.starts[i], postings.starts[i + 1]);

/**
 * Gathers (token, position) pairs as the rows are read in the directory's order, each pair once,
 * into a growing typed array, and sorts them into Postings at the end.
 */
function postingsCollector() {
  const idOf = new Map<string, number>();
  const lastPosition: number[] = [];
  let pairs = new Int32Array(1 << 16);
  let length = 0;
  return {
    add(token: string, position: number) {
      let id = idOf.get(token);
      if (id === undefined) {
        id = idOf.size;
        idOf.set(token, id);
        lastPosition.push(-1);
      }
      if (lastPosition[id] === position) return;
      lastPosition[id] = position;
      if (length + 2 > pairs.length) {
        const grown = new Int32Array(pairs.length * 2);
        grown.set(pairs);
        pairs = grown;
      }
      pairs[length++] = id;
      pairs[length++] = position;
    },
    finish(): Postings {
      const byId = [...idOf.keys()];
      const order = byId.map((_, id) => id).sort((a, b) => (byId[a]! < byId[b]! ? -1 : 1));
      const rank = new Int32Array(order.length);
      order.forEach((id, r) => (rank[id] = r));
      const starts = new Int32Array(order.length + 1);
      for (let i = 0; i < length; i += 2) starts[rank[pairs[i]!]! + 1]!++;
      for (let r = 0; r < order.length; r++) starts[r + 1]! += starts[r]!;
      const next = starts.slice(0, order.length);
      const positions = new Int32Array(length / 2);
      // Pairs came in position order, so each token's positions stay ascending.
      for (let i = 0; i < length; i += 2) positions[next[rank[pairs[i]!]!]!++] = pairs[i + 1]!;
      return { tokens: order.map((id) => byId[id]!), starts, positions };
    },
  };
}

export interface DirectoryMemoryIndex {
  /**
   * The page's partner ids and the total, or undefined when this index cannot answer (still
   * building, stale, or a search it leaves to SQL).
   */
  search(
    filter: DirectoryFilter,
    page: PageWindow,
    version: number,
  ): { ids: number[]; total: number } | undefined;
  /** Builds now (tests, and the first search that finds it missing, in the background). */
  build(version: number): Promise<void>;
  ready(version: number): boolean;
}

/** Facet words already worked out: a directory has a few hundred places, types and services. */
const facetWords = new Map<string, readonly string[]>();
const KEPT_FACET_WORDS = 4_096;

/** A filter value's facet word(s) as the index holds them (`facetOf` in helpers-0009). */
export function facetTokens(kind: string, value: string): readonly string[] {
  const key = `${kind}${value}`.toLowerCase();
  let tokens = facetWords.get(key);
  if (!tokens) {
    tokens = searchTokens(
      FACET_DROPPED.reduce((text, dropped) => text.replaceAll(dropped, ''), key),
    );
    // Values typed by askers are not bounded: a full memo starts again.
    if (facetWords.size >= KEPT_FACET_WORDS) facetWords.clear();
    facetWords.set(key, tokens);
  }
  return tokens;
}

const lower = (value: string | null) => (value ?? '').toLowerCase();

export function directoryMemoryIndex(db: Kysely<DB>): DirectoryMemoryIndex {
  let built: Built | undefined;
  let building: Promise<void> | undefined;

  async function build(version: number): Promise<void> {
    const ids: number[] = [];
    const text = postingsCollector();
    const facets = postingsCollector();
    // A slice is read, split into words and dropped before the next: the rows of the whole
    // directory are never held at once. Slices may shift under a write made meanwhile; the
    // version has then moved, so this index is never used and the next search builds again.
    for (;;) {
      const slice = await listDirectoryForIndex(db, ids.length, BUILD_CHUNK);
      for (const row of slice) {
        const position = ids.length;
        ids.push(row.id);
        for (const field of [
          row.name,
          row.responsible_name,
          row.specialization,
          row.address,
          row.district,
          row.state,
        ])
          for (const token of searchTokens(field ?? '')) text.add(token, position);
        for (const [kind, value] of [
          ['type', row.type],
          ['state', row.state],
          ['district', row.district],
          ['spec', row.specialization],
        ] as const)
          for (const token of facetTokens(kind, lower(value))) facets.add(token, position);
      }
      if (slice.length < BUILD_CHUNK) break;
      await letOthersRun();
    }
    const facetPostings = facets.finish();
    built = {
      version,
      ids: Int32Array.from(ids),
      text: text.finish(),
      facets: facetPostings,
      facetAt: new Map(facetPostings.tokens.map((token, i) => [token, i])),
      kept: new BoundedLru(KEPT_BITSETS, () => 1),
    };
  }

  /**
   * One condition of a search: the positions it allows, as a bitset, or as a sorted list when
   * they are few (then the search walks the list instead of every word of the bitsets).
   */
  interface Condition {
    /** At most this many positions (a partner may be counted once per matching token). */
    size: number;
    key: string;
    lists: () => Int32Array[];
  }

  function bitsetOf(index: Built, { key, lists }: Condition): Uint32Array {
    const kept = index.kept.get(key);
    if (kept) return kept;
    const bits = new Uint32Array((index.ids.length + 31) >>> 5);
    for (const list of lists())
      for (let i = 0; i < list.length; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
    index.kept.set(key, bits);
    return bits;
  }

  /** The condition's positions in order, each once (its lists are each sorted). */
  function positionsOf(condition: Condition): Int32Array {
    const lists = condition.lists();
    if (lists.length === 1) return lists[0]!;
    const all = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
    let at = 0;
    for (const list of lists) {
      all.set(list, at);
      at += list.length;
    }
    all.sort();
    let kept = 0;
    for (let i = 0; i < all.length; i++)
      if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
    return all.subarray(0, kept);
  }

  /** Every text token starting with `prefix` (a prefix query of FTS5): a run of the sorted tokens. */
  function prefixCondition(index: Built, prefix: string): Condition {
    const { tokens, starts } = index.text;
    let low = 0;
    let high = tokens.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (tokens[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const first = low;
    high = tokens.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (tokens[mid]!.startsWith(prefix)) low = mid + 1;
      else high = mid;
    }
    const end = low;
    return {
      size: starts[end]! - starts[first]!,
      key: `t${prefix}`,
      lists: () => {
        const lists: Int32Array[] = [];
        for (let i = first; i < end; i++) lists.push(positionsAt(index.text, i));
        return lists;
      },
    };
  }

  /** One facet token per value, or undefined when a value is a phrase (left to SQL). */
  function facetCondition(index: Built, kind: string, values: readonly string[]) {
    const tokens: string[] = [];
    for (const value of values) {
      const found = facetTokens(kind, value);
      if (found.length !== 1) return undefined;
      tokens.push(found[0]!);
    }
    const at = tokens.map((token) => index.facetAt.get(token));
    const { starts } = index.facets;
    return {
      size: at.reduce<number>((n, i) => (i === undefined ? n : n + starts[i + 1]! - starts[i]!), 0),
      key: `f${tokens.join(' ')}`,
      lists: () =>
        at.map((i) => (i === undefined ? new Int32Array() : positionsAt(index.facets, i))),
    };
  }

  return {
    build(version) {
      building ??= build(version).finally(() => (building = undefined));
      return building;
    },
    ready: (version) => built?.version === version,
    search(filter, page, version) {
      const index = built;
      if (!index || index.version !== version) {
        if (!building) void this.build(version).catch(() => undefined);
        return undefined;
      }
      const conditions: Condition[] = [];
      if (filter.q) {
        const words = searchWords(filter.q);
        if (words.length === 0) return { ids: [], total: 0 };
        for (const word of words) {
          const tokens = searchTokens(word);
          if (tokens.length !== 1) return undefined;
          conditions.push(prefixCondition(index, tokens[0]!));
        }
      }
      const facetValues: [string, readonly string[] | undefined][] = [
        ['type', filter.type ? [filter.type] : undefined],
        ['state', filter.state ? [filter.state] : undefined],
        ['district', filter.district ? [filter.district] : undefined],
        ['spec', filter.specializations?.length ? filter.specializations : undefined],
      ];
      for (const [kind, values] of facetValues) {
        if (!values) continue;
        const condition = facetCondition(index, kind, values);
        if (!condition) return undefined;
        conditions.push(condition);
      }
      const n = index.ids.length;
      const end = page.offset + page.limit;
      const found: number[] = [];
      let total = 0;
      if (conditions.length === 0) {
        for (let p = page.offset; p < Math.min(end, n); p++) found.push(index.ids[p]!);
        return { ids: found, total: n };
      }
      conditions.sort((a, b) => a.size - b.size);
      const smallest = conditions[0]!;
      // Few positions: walk them, asking the other conditions' bitsets about each.
      if (smallest.size <= n >>> 5) {
        const others = conditions.slice(1).map((condition) => bitsetOf(index, condition));
        const positions = positionsOf(smallest);
        for (let i = 0; i < positions.length; i++) {
          const p = positions[i]!;
          let allowed = true;
          for (let o = 0; o < others.length && allowed; o++)
            allowed = ((others[o]![p >>> 5]! >>> (p & 31)) & 1) === 1;
          if (!allowed) continue;
          if (total >= page.offset && total < end) found.push(index.ids[p]!);
          total++;
        }
        return { ids: found, total };
      }
      // Many: an AND of bitsets, a word (32 positions) at a time. A bitset has no bit past the
      // last position, so neither has the AND.
      const sets = conditions.map((condition) => bitsetOf(index, condition));
      const words = (n + 31) >>> 5;
      const [first, second, third] = sets as [Uint32Array, Uint32Array?, Uint32Array?];
      for (let w = 0; w < words; w++) {
        let bits = first[w]!;
        if (second) bits &= second[w]!;
        if (third) bits &= third[w]!;
        for (let s = 3; s < sets.length && bits !== 0; s++) bits &= sets[s]![w]!;
        if (bits === 0) continue;
        const count = popcount(bits);
        if (total + count > page.offset && total < end) {
          let seen = total;
          for (let b = 0; b < 32 && seen < end; b++) {
            if ((bits >>> b) & 1) {
              if (seen >= page.offset) found.push(index.ids[(w << 5) + b]!);
              seen++;
            }
          }
        }
        total += count;
      }
      return { ids: found, total };
    },
  };
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const indexes = new WeakMap<Kysely<DB>, DirectoryMemoryIndex>();

/** The one index of this database handle (each app's own). */
export function memoryIndexOf(db: Kysely<DB>): DirectoryMemoryIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = directoryMemoryIndex(db)));
  return index;
}
