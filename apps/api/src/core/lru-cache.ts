/** The bounds of an {@link LruCache}: a number of entries, a total size, or both. */
export interface LruBounds<V> {
  /** At most this many entries. Default: no bound. */
  maxEntries?: number;
  /** At most this much in all, as `sizeOf` measures it; a larger single value is not kept. */
  maxSize?: number;
  /** The size of one value (bytes, characters). Default: 1 for every value. */
  sizeOf?: (value: V) => number;
}

/**
 * A map of answers kept in process memory that forgets its least recently used entries first once it
 * holds more than its bounds allow (the render cache, the cms media files, the certificate images).
 */
export class LruCache<V> {
  // Most recently used last: Map keeps insertion order.
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly bounds: LruBounds<V>) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const { maxEntries = Number.POSITIVE_INFINITY, maxSize = Number.POSITIVE_INFINITY } = this.bounds;
    const size = this.sizeOf(value);
    if (size > maxSize) return;
    this.delete(key);
    this.entries.set(key, value);
    this.total += size;
    while (this.entries.size > maxEntries || this.total > maxSize) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= this.sizeOf(value);
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Every entry, least recently used first (reading them does not count as use). */
  list(): [string, V][] {
    return [...this.entries.entries()];
  }

  get size(): number {
    return this.entries.size;
  }

  private sizeOf(value: V): number {
    return this.bounds.sizeOf?.(value) ?? 1;
  }
}
