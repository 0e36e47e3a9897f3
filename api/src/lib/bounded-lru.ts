// A Map of recently used entries within a budget: each entry counts its `sizeOf` (bytes, characters
// or 1) toward `maxSize`, and past it the least recently used go until a quarter of the budget is
// free. A quarter at a time, because a Map walk starts at its oldest slot and steps over every one
// deleted since it last grew: walking it for each entry added, once full, cost a directory search's
// worth of time per entry.
export class BoundedLru<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>();
  #size = 0;

  constructor(
    readonly maxSize: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value kept under `key`, now the last to be dropped. */
  get(key: K): V | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.value;
  }

  /** Keeps `value` under `key` (replacing what was there), the last to be dropped. */
  set(key: K, value: V): void {
    const size = this.sizeOf(key, value);
    const before = this.#entries.get(key);
    if (before) this.#size -= before.size;
    this.#entries.delete(key);
    this.#entries.set(key, { value, size });
    this.#size += size;
    if (this.#size <= this.maxSize) return;
    for (const [oldest, kept] of this.#entries) {
      if (this.#size <= this.maxSize * 0.75) break;
      this.#entries.delete(oldest);
      this.#size -= kept.size;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  /** How many entries are kept and their summed size, for tests and diagnostics. */
  stats(): { entries: number; size: number } {
    return { entries: this.#entries.size, size: this.#size };
  }
}
