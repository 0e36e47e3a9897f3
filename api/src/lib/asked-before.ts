// Which questions were asked lately, so that a cache keeps only the answers asked for again. Most
// searches are asked once (each letter a member types is a new question); keeping each of them
// filled the answer cache with answers nobody asked for twice, and replacing them cost the server
// more than the few a second that were asked again saved. A question is then kept at its second
// asking, as TinyLFU's doorkeeper admits an entry.
//
// Bounded by count, not by what is asked: a question is remembered by a 30-bit hash of its key in
// one of two generations of `window` hashes. When the newer is full it becomes the older and the
// older is forgotten, so a question is remembered for one to two windows of other questions. Two
// keys with the same hash only make one answer kept a question early.

/**
 * FNV-1a over the key's UTF-16 code units (a few hundred characters take well under a
 * microsecond), cut to 30 bits: a small integer, which a Set holds without a number object each.
 */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 2;
}

export class AskedBefore {
  #newer = new Set<number>();
  #older = new Set<number>();

  constructor(readonly window: number) {}

  /** How many questions it remembers now (for tests): at most two windows. */
  get remembered(): number {
    return this.#newer.size + this.#older.size;
  }

  /** Whether `key` was asked within the last one to two windows; it is remembered as asked now. */
  askedAgain(key: string): boolean {
    const hash = hashOf(key);
    if (this.#newer.has(hash)) return true;
    const before = this.#older.has(hash);
    this.#newer.add(hash);
    if (this.#newer.size >= this.window) {
      this.#older = this.#newer;
      this.#newer = new Set();
    }
    return before;
  }
}
