import { KEYS_BY_TOPIC } from './cache-policy';
import { CHANGE_TOPICS, type ChangeFeed, type ChangeTopic } from './changes';
import { LruCache } from './lru-cache';

/*
 * Purge on change (decision 0104). A shared cache in front of the sites (nginx, a CDN) keeps document
 * pages for a minute; when what a page shows changes, this process tells the cache to drop exactly the
 * pages it served that show it. Every process hears every change (the change feed: its own at once,
 * the others' over LISTEN/NOTIFY) and purges the pages it served itself, so each cached page is purged
 * by the process that gave it, once, and no process needs to know the others' pages. A page a process
 * served before it restarted is left to the cache's s-maxage.
 *
 * The purge request is the one nginx's cache-purge module and Varnish take: `PURGE {url}/{brand}{path}`
 * (deploy/nginx). Without a configured purge address nothing is recorded or sent.
 */

export interface SharedCachePurgeOptions {
  /** The purge listener of the shared cache, e.g. `http://127.0.0.1:8089` (CACHE_PURGE_URL). */
  readonly purgeUrl: string;
  readonly changes: ChangeFeed;
  /** How long changes are gathered before one purge goes out (a burst of certificates is one purge). */
  readonly gatherMs?: number;
  /** At most this many pages remembered (least recently served go first). */
  readonly maxPages?: number;
  /** Told when a purge request fails (the page then lives out its s-maxage). */
  readonly onFailure?: (reason: string) => void;
}

interface ServedPage {
  readonly brand: string;
  readonly url: string;
  readonly keys: readonly string[];
}

export class SharedCachePurge {
  private readonly served: LruCache<ServedPage>;
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: SharedCachePurgeOptions) {
    this.served = new LruCache({ maxEntries: options.maxPages ?? 20_000 });
    for (const topic of CHANGE_TOPICS) options.changes.on(topic, () => this.changed(topic));
  }

  /** A shared answer went out: `url` of `brand` shows what `keys` name. */
  record(brand: string, url: string, keys: readonly string[]): void {
    this.served.set(`${brand} ${url}`, { brand, url, keys });
  }

  /** A change of `topic`: the pages showing its keys are purged after the gathering moment. */
  changed(topic: ChangeTopic): void {
    const keys = KEYS_BY_TOPIC[topic];
    if (keys.length === 0) return;
    for (const key of keys) this.pending.add(key);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }, this.options.gatherMs ?? 100);
  }

  /** Sends the purges gathered so far (also called by tests and at shutdown). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const wanted = new Set(this.pending);
    this.pending.clear();
    const pages: ServedPage[] = [];
    for (const [id, page] of this.served.list()) {
      const brand = page.brand;
      if (page.keys.some((key) => wanted.has(key.slice(brand.length + 1)))) {
        pages.push(page);
        this.served.delete(id);
      }
    }
    const base = this.options.purgeUrl.replace(/\/+$/, '');
    await Promise.all(
      pages.map(async (page) => {
        try {
          const response = await fetch(`${base}/${page.brand}${page.url}`, {
            method: 'PURGE',
            signal: AbortSignal.timeout(5_000),
          });
          await response.arrayBuffer().catch(() => undefined);
          // 404: the cache did not hold it (any more); both are done.
          if (!response.ok && response.status !== 404) {
            this.options.onFailure?.(`purge answered ${response.status}`);
          }
        } catch (error) {
          this.options.onFailure?.((error as Error).message);
        }
      }),
    );
  }

  /** Stops the gathering timer; what was gathered is sent. */
  async close(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.flushing;
    await this.flush();
  }
}
