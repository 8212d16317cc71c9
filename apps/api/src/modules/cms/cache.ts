import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cached answer: the serialised JSON, its status, its ETag and the headers that go with it. */
export interface CachedAnswer {
  status: number;
  body: string;
  etag: string;
  headers?: Readonly<Record<string, string>>;
}

/** What a cache miss computes: the status, the body to serialise and any headers of its own. */
export interface ComputedAnswer {
  status: number;
  body: unknown;
  headers?: Readonly<Record<string, string>>;
}

/** How the cache learns whether its entries still hold. */
export interface CacheValidity {
  /** The in-process or shared content version: a change drops everything. */
  version(): Promise<number>;
  /** The next publication or expiry moment after `now`: entries made before it die at it. */
  nextBoundary(now: Date): Promise<Date | null>;
  now(): Date;
}

/** Options of {@link AnswerCache}. */
export interface AnswerCacheOptions {
  /** Most entries kept; the oldest goes first (garbage URLs cannot grow memory without bound). */
  maxEntries?: number;
  /** How long a version check holds before the shared version is read again, in ms. */
  versionCheckMs?: number;
}

/**
 * In-memory answers per process (decision 0017: PGlite serves one query at a time, so page and overview
 * answers are kept). Entries die when the content version changes (a load in this or another
 * process) and when the next scheduled publication or expiry passes.
 */
export class AnswerCache {
  private entries = new Map<string, CachedAnswer>();
  private knownVersion: number | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private validUntil: number | null = null;
  private lastNow = Number.NEGATIVE_INFINITY;
  private readonly maxEntries: number;
  private readonly versionCheckMs: number;

  constructor(
    private readonly validity: CacheValidity,
    options: AnswerCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.versionCheckMs = options.versionCheckMs ?? 5000;
  }

  /** Drops every entry now (content changed in this process). */
  invalidate(): void {
    this.entries.clear();
    this.knownVersion = null;
    this.checkedAt = Number.NEGATIVE_INFINITY;
    this.validUntil = null;
  }

  private async revalidate(): Promise<void> {
    const now = this.validity.now().getTime();
    // A clock set back (tests) may make pages live again: nothing computed later than now holds.
    if (now < this.lastNow) this.invalidate();
    this.lastNow = now;
    if (this.validUntil !== null && now >= this.validUntil) {
      this.entries.clear();
      this.validUntil = null;
    }
    if (now - this.checkedAt < this.versionCheckMs) return;
    this.checkedAt = now;
    const version = await this.validity.version();
    if (version !== this.knownVersion) {
      this.entries.clear();
      this.knownVersion = version;
      this.validUntil = null;
    }
    if (this.entries.size === 0) {
      const boundary = await this.validity.nextBoundary(new Date(now));
      this.validUntil = boundary ? boundary.getTime() : null;
    }
  }

  /** The cached answer for `key`, computing and keeping it when missing. */
  async get(key: string, compute: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
    await this.revalidate();
    const hit = this.entries.get(key);
    if (hit) return hit;
    const { status, body, headers } = await compute();
    const text = JSON.stringify(body);
    const answer: CachedAnswer = { status, body: text, etag: etagOf(text), ...(headers ? { headers } : {}) };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, answer);
    return answer;
  }

  /** Number of entries (tests). */
  get size(): number {
    return this.entries.size;
  }
}

/** A strong ETag of a body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Sends a cached answer with its ETag and Cache-Control, or 304 when the browser has it already.
 * Answers vary by brand (the X-Brand header on the shared API port).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl).header('vary', 'X-Brand');
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  const given = request.headers['if-none-match'];
  if (
    answer.status === 200 &&
    given &&
    given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)
  ) {
    return reply.code(304).send();
  }
  return reply
    .code(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(answer.body);
}
