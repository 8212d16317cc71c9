import type { Clock } from './clock';
import { LruCache } from './lru-cache';
import type { PageScript } from './site-renderer';

/** One server render kept for the next anonymous visitor (decision 0037). */
export interface CachedRender {
  status: number;
  appHtml: string;
  headHtml: string;
  /** The page's script: the app or the islands loader (decision 0067). Default the app. */
  script?: PageScript;
}

export interface RenderCacheOptions {
  clock: Clock;
  /** How long a render is served again; short, so a page never lags the content for long. Default 60 s. */
  ttlMs?: number;
  /** At most this many pages (least recently used go first). Default 500. */
  maxEntries?: number;
  /** At most this many characters of HTML in all. Default 32 million (about 32 MB of text). */
  maxChars?: number;
}

/** How an {@link ExpiringCache} is bounded. */
export interface ExpiringCacheOptions<V> {
  clock: Clock;
  /** How long a value is served again. Default 60 s. */
  ttlMs?: number;
  /** At most this many values (least recently used go first). */
  maxEntries: number;
  /** At most this much in all, as `sizeOf` measures it; a larger single value is not kept. */
  maxSize: number;
  sizeOf: (value: V) => number;
}

/**
 * Values kept a short while by key, bounded in count and size (least recently used first out), all
 * dropped on `clear`. A value worked out before a `clear` is not kept after it: `set` takes the
 * {@link ExpiringCache.generation} read when the work began.
 */
export class ExpiringCache<V> {
  private readonly entries: LruCache<{ value: V; expires: number }>;
  private readonly ttlMs: number;
  private changes = 0;

  constructor(private readonly options: ExpiringCacheOptions<V>) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.entries = new LruCache({
      maxEntries: options.maxEntries,
      maxSize: options.maxSize,
      sizeOf: ({ value }) => options.sizeOf(value),
    });
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.options.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Counts the clears: read it before working out a value, and give it to `set`. */
  get generation(): number {
    return this.changes;
  }

  /** Keeps `value`, unless a clear came since `generation` (default: now) was read. */
  set(key: string, value: V, generation = this.changes): void {
    if (generation !== this.changes) return;
    this.entries.set(key, { value, expires: this.options.clock.now().getTime() + this.ttlMs });
  }

  /** Drops every value: what they were made from changed. */
  clear(): void {
    this.changes += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Rendered pages of anonymous visitors, by address (decision 0037: an HTML cache, so a rendered page
 * costs little more than a static file). Only renders that every anonymous visitor would get the
 * same are put in: the caller decides that (no session, no preview). The per-visitor anti-forgery
 * field is added after the cache, never stored in it. Bounded in entries and size, since addresses
 * with a query (search terms) are endless; least recently used entries are dropped first.
 */
export class RenderCache extends ExpiringCache<CachedRender> {
  constructor(options: RenderCacheOptions) {
    super({
      clock: options.clock,
      ...(options.ttlMs === undefined ? {} : { ttlMs: options.ttlMs }),
      maxEntries: options.maxEntries ?? 500,
      maxSize: options.maxChars ?? 32_000_000,
      sizeOf: (render) => render.appHtml.length + render.headHtml.length,
    });
  }
}
