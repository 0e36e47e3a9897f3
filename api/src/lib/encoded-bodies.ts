// Compressed bodies kept by what they were made from, so that a second answer with the same JSON
// is not compressed again. Members type a search letter by letter, and "clini" and "clinic" (or
// page 2 of two filters that hold the same partners) find the same page: in the bench's first 60,000
// typed searches, 23,035 pages were large enough to compress and 4,946 of them distinct. The key is
// the caller's, and must name everything the JSON depends on (for the directory: its version, the
// page asked for and the partners found); gzip of a 7 KB page costs more than finding it.
//
// Bounded: every kept body counts its bytes, its key and a little for the entry toward the budget,
// and past it the least recently used go, a quarter of the budget at a time (see answer-cache.ts).
import type { EncodedBody } from './api-compression.ts';

/** The Map entry and the answer object, beyond the bytes they point to. */
const ENTRY_OVERHEAD_BYTES = 128;

export class EncodedBodies {
  readonly #bodies = new Map<string, { encoded: EncodedBody; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The body kept under `key`, now the last to be dropped. */
  get(key: string): EncodedBody | undefined {
    const kept = this.#bodies.get(key);
    if (!kept) return undefined;
    this.#bodies.delete(key);
    this.#bodies.set(key, kept);
    return kept.encoded;
  }

  set(key: string, encoded: EncodedBody): void {
    // Keys are counted at two bytes a character, V8's widest, so the budget is never exceeded.
    const bytes = 2 * key.length + encoded.body.byteLength + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes / 4) return;
    const before = this.#bodies.get(key);
    if (before) this.#bytes -= before.bytes;
    this.#bodies.delete(key);
    this.#bodies.set(key, { encoded, bytes });
    this.#bytes += bytes;
    if (this.#bytes <= this.maxBytes) return;
    for (const [oldest, kept] of this.#bodies) {
      if (this.#bytes <= this.maxBytes * 0.75) break;
      this.#bodies.delete(oldest);
      this.#bytes -= kept.bytes;
    }
  }

  /** How many bodies and bytes are kept, for tests and diagnostics. */
  stats(): { bodies: number; bytes: number } {
    return { bodies: this.#bodies.size, bytes: this.#bytes };
  }
}
