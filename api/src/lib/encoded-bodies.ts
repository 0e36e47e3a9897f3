// Compressed bodies kept by what they were made from, so that a second answer with the same JSON
// is not compressed again. Members type a search letter by letter, and "clini" and "clinic" (or
// page 2 of two filters that hold the same partners) find the same page: in the bench's first 60,000
// typed searches, 23,035 pages were large enough to compress and 4,946 of them distinct. The key is
// the caller's, and must name everything the JSON depends on (for the directory: its version, the
// page asked for and the partners found); gzip of a 7 KB page costs more than finding it.
//
// Bounded: every kept body counts its bytes, its key and a little for the entry toward the budget.
import type { EncodedBody } from './api-compression.ts';
import { BoundedLru } from './bounded-lru.ts';

/** The Map entry and the answer object, beyond the bytes they point to. */
const ENTRY_OVERHEAD_BYTES = 128;

/** What a body counts: keys at two bytes a character, V8's widest, so the budget is never exceeded. */
const sizeOf = (key: string, encoded: EncodedBody) =>
  2 * key.length + encoded.body.byteLength + ENTRY_OVERHEAD_BYTES;

export class EncodedBodies extends BoundedLru<string, EncodedBody> {
  constructor(maxBytes: number) {
    super(maxBytes, sizeOf);
  }

  /** Keeps `encoded`, unless it is larger than a quarter of the budget (it would empty it). */
  override set(key: string, encoded: EncodedBody): void {
    if (sizeOf(key, encoded) <= this.maxSize / 4) super.set(key, encoded);
  }
}
