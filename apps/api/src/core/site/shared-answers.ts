import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { ExpiringCache } from '../render-cache';

/**
 * Measured on a 34 kB page here: brotli quality 2 takes about half the time of 4 for a 6% larger
 * answer. A shared page is compressed once per encoding and kept (decision 0104); a page of a visitor's
 * own is compressed per answer.
 */
const HTML_BROTLI_QUALITY = 2;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding an answer of `size` bytes goes out in: brotli, gzip, or none (small, or not accepted). */
export function pickEncoding(request: FastifyRequest, size: number): Encoding {
  if (size < 1024) return 'identity';
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } })
    : gzipSync(body);
}

/** A redirect every anonymous visitor of its address gets. */
export interface SharedRedirect {
  readonly kind: 'redirect';
  readonly status: number;
  readonly location: string;
  /** Surrogate keys: what the answer depends on (decision 0104). */
  readonly keys: readonly string[];
}

/** A page every anonymous visitor of its address gets, byte for byte. */
export interface SharedPageAnswer {
  readonly kind: 'page';
  readonly status: number;
  /** The HTML, without nonce or token. */
  readonly body: Buffer;
  /** Its Content-Security-Policy (the hashes of its scripts). */
  readonly policy: string;
  readonly keys: readonly string[];
  /** The strong ETag of the page in an encoding. */
  etag(encoding: Encoding): string;
  /** Whether an If-None-Match header names this page (in any encoding). */
  matches(ifNoneMatch: string | undefined): boolean;
  /** The body in `encoding`, compressed once. */
  encoded(encoding: Exclude<Encoding, 'identity'>): Buffer;
}

export type SharedAnswer = SharedRedirect | SharedPageAnswer;

function sizeOf(answer: SharedAnswer): number {
  return answer.kind === 'page' ? answer.body.length * 2 : answer.location.length;
}

/**
 * The shared answers of one process, by method, address and cookie choice (decision 0104): each kept a
 * short while (the shared cache in front asks again after its own s-maxage), bounded in count and
 * size, least recently used first out; every change drops them all.
 */
export class SharedAnswers extends ExpiringCache<SharedAnswer> {
  constructor(options: { clock: Clock; maxEntries?: number; maxBytes?: number }) {
    super({
      clock: options.clock,
      maxEntries: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 64_000_000,
      sizeOf,
    });
  }

  /** A page answer from its HTML: the tag is the hash of the bytes, with the encoding beside it. */
  static page(status: number, html: string, policy: string, keys: readonly string[]): SharedPageAnswer {
    const body = Buffer.from(html);
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const copies = new Map<Encoding, Buffer>();
    return {
      kind: 'page',
      status,
      body,
      policy,
      keys,
      etag: (encoding) => (encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding}"`),
      matches: (ifNoneMatch) =>
        (ifNoneMatch ?? '')
          .split(',')
          .map((candidate) => candidate.trim().replace(/^W\//, ''))
          .some((candidate) => candidate === '*' || candidate.replace(/-(br|gzip)"$/, '"') === `"${tag}"`),
      encoded(encoding) {
        let copy = copies.get(encoding);
        if (!copy) {
          copy = compress(body, encoding);
          copies.set(encoding, copy);
        }
        return copy;
      },
    };
  }
}
