import { BRAND_IDS, type BrandId, brands } from '@dementie/brands';
import type { ErrorReportingConfig } from './error-reporting';

/** Settings of one server process, read once at start-up (server.ts) or given by a test. */
export interface AppConfig {
  /**
   * The public origin of each brand site. Links in mails are built from these, never from the Host
   * header (decision 0010), so a forged Host cannot redirect a magic link.
   */
  brandOrigins: Record<BrandId, string>;
  /** PostgreSQL or PGlite; some modules tune for PGlite's one-query-at-a-time. */
  databaseKind: 'pglite' | 'postgres';
  /**
   * SMTP delivery. Absent: mails stay in the outbox; with only local brand origins the local mailbox
   * shows them ({@link usesLocalMailbox}), otherwise nobody sees them.
   */
  smtpUrl?: string | undefined;
  /** reCAPTCHA secret; absent means the self-hosted ALTCHA bot check. */
  recaptchaSecret?: string | undefined;
  /** Folder for blob storage (image picker) when no Azure connection string is set. */
  blobDir: string;
  azureStorageConnectionString?: string | undefined;
  /**
   * Behind a load balancer or reverse proxy: trust its X-Forwarded-For so rate limits count per
   * visitor, not per proxy. `true`, a hop count, or a list of proxy addresses (Fastify trustProxy).
   */
  trustProxy?: boolean | number | string | undefined;
  /** Sender address of the mails; default no-reply@<brand host>. */
  mailFrom?: string | undefined;
  /** Error reports (decision 0063); absent or without a DSN: none are sent. */
  errorReporting?: ErrorReportingConfig | undefined;
  /**
   * Other teams' origins (decision 0082): their apps may call the learning API from the browser (CORS,
   * learner token instead of cookies) and frame the embed page. Empty by default: nobody else.
   */
  corsOrigins?: readonly string[] | undefined;
  /**
   * LOGIN_CALLS_PER_IP: login calls one client (IP address) may make per 10 minutes (decision 0007;
   * default 30). A site whose visitors share one address (a care home, a library, a test suite) may
   * raise it; the per-address and mail limits stay as they are.
   */
  loginCallsPerIp?: number | undefined;
  /**
   * CACHE_PURGE_URL (decision 0104): the purge listener of the shared cache in front of the sites
   * (deploy/nginx), e.g. `http://127.0.0.1:8089`. A change purges the pages that show it there. Absent:
   * nothing is purged (the cache's s-maxage alone).
   */
  cachePurgeUrl?: string | undefined;
}

/** Reads CACHE_PURGE_URL: an http(s) address, or nothing. Throws with the reason. */
export function parseCachePurgeUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`CACHE_PURGE_URL: '${value}' is not an address such as http://127.0.0.1:8089`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`CACHE_PURGE_URL: '${value}' is not an http(s) address such as http://127.0.0.1:8089`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Reads LOGIN_CALLS_PER_IP: a whole number of at least 1, or nothing (the default). Throws with the reason. */
export function parseLoginCallsPerIp(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`LOGIN_CALLS_PER_IP must be a whole number of at least 1, not '${value}'.`);
  }
  return number;
}

/**
 * Reads CORS_ORIGINS: a comma- or space-separated list of origins (`https://app.example.nl`). Each is
 * reduced to its origin (scheme, host, port); anything that is not an http(s) origin stops the start
 * with a message naming it, since a typo would silently keep a partner out.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const origins: string[] = [];
  for (const item of value.split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`CORS_ORIGINS: '${item}' is not an origin such as https://app.example.nl`);
    }
    if (
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.pathname.length > 1 ||
      url.search ||
      url.hash
    ) {
      throw new Error(`CORS_ORIGINS: '${item}' is not an origin such as https://app.example.nl (no path)`);
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** Reads TRUST_PROXY: 'true', a hop count, or a comma-separated list of addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string | undefined {
  if (!value) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Local addresses of `npm start`: PORT_BASE plus each brand's port offset (1..3, @dementie/brands). */
export function localBrandOrigins(portBase: number, host = '127.0.0.1'): Record<BrandId, string> {
  return Object.fromEntries(
    BRAND_IDS.map((brand) => [brand, `http://${host}:${portBase + brands[brand].portOffset}`]),
  ) as Record<BrandId, string>;
}

/** Whether an origin points at this machine: localhost, 127.0.0.0/8 or ::1 (loopback). */
export function isLoopbackOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The local mailbox of a newcomer's `npm start` (ARCHITECTURE "the embedded default is complete"):
 * without `SMTP_URL` and with every brand origin on this machine, mails stay in the outbox, the
 * `/_dev/mailbox` page shows them and their links are printed on the console. A single public origin,
 * or SMTP, turns all of that off: then no page shows mails and no log carries a link.
 */
export function usesLocalMailbox(config: Pick<AppConfig, 'smtpUrl' | 'brandOrigins'>): boolean {
  return !config.smtpUrl && Object.values(config.brandOrigins).every(isLoopbackOrigin);
}
