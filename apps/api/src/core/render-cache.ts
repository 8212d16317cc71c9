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

/**
 * Rendered pages of anonymous visitors, by address (decision 0037: an HTML cache, so a rendered page
 * costs little more than a static file). Only renders that every anonymous visitor would get the
 * same are put in: the caller decides that (no session, no preview). The per-visitor anti-forgery
 * field is added after the cache, never stored in it. Bounded in entries and size, since addresses
 * with a query (search terms) are endless; least recently used entries are dropped first.
 */
export class RenderCache {
  private readonly entries: LruCache<{ render: CachedRender; expires: number }>;
  private readonly ttlMs: number;

  constructor(private readonly options: RenderCacheOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.entries = new LruCache({
      maxEntries: options.maxEntries ?? 500,
      maxSize: options.maxChars ?? 32_000_000,
      sizeOf: ({ render }) => render.appHtml.length + render.headHtml.length,
    });
  }

  get(key: string): CachedRender | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.options.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.render;
  }

  set(key: string, render: CachedRender): void {
    this.entries.set(key, { render, expires: this.options.clock.now().getTime() + this.ttlMs });
  }

  /** Drops every page: the content behind them changed (an editor saved, a certificate was issued). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
