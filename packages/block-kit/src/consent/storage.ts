import { siteCookies } from '@dementie/api-client';
import type { ConsentAdapter, ConsentChoice } from './consent-store';

/**
 * Spec 3 §9: cookies last 1000 days by default. From the product's cookie list (api-client), which
 * the cookie statement shows and the server's fallback form uses too.
 */
export const CONSENT_COOKIE_DAYS = siteCookies.consent.maxAgeSeconds / 86_400;
/** The name of our consent cookie (project choice, in the product's cookie list). */
export const CONSENT_COOKIE_NAME = siteCookies.consent.name;

/** `v1.s1.m0`: short, versioned, no JSON in a cookie. */
export function serialiseChoice(choice: ConsentChoice): string {
  return `v1.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The stored choice, or null for anything unreadable (then the visitor is asked again). */
export function parseChoice(value: string | null | undefined): ConsentChoice | null {
  const match = /^v1\.s([01])\.m([01])$/u.exec(value ?? '');
  if (!match) return null;
  return { statistics: match[1] === '1', marketing: match[2] === '1' };
}

/** Options of `createCookieConsentStorage`. */
export interface CookieConsentStorageOptions {
  /** Cookie name. Default `dm_cookie_consent`. */
  name?: string;
  /** Lifetime in days. Default 1000 (spec 3 §9). */
  days?: number;
  /** The document to use; default the global one, looked up only when reading or writing. */
  document?: Pick<Document, 'cookie'>;
}

/** Keeps the choice in a first-party cookie, so a server could read it too. */
export function createCookieConsentStorage(options: CookieConsentStorageOptions = {}): ConsentAdapter {
  const name = options.name ?? CONSENT_COOKIE_NAME;
  const days = options.days ?? CONSENT_COOKIE_DAYS;
  const doc = () => options.document ?? (typeof document === 'undefined' ? undefined : document);
  return {
    read() {
      const cookie = doc()?.cookie ?? '';
      const entry = cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`));
      return parseChoice(entry ? decodeURIComponent(entry.slice(name.length + 1)) : null);
    },
    write(choice) {
      const target = doc();
      if (!target) return;
      const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
      target.cookie = `${name}=${encodeURIComponent(serialiseChoice(choice))}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
    },
  };
}

/** Keeps the choice in localStorage (no expiry); storage errors (private mode) are ignored. */
export function createLocalStorageConsentStorage(key: string = CONSENT_COOKIE_NAME): ConsentAdapter {
  const storage = () => {
    try {
      return typeof localStorage === 'undefined' ? undefined : localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    read: () => parseChoice(storage()?.getItem(key)),
    write(choice) {
      try {
        storage()?.setItem(key, serialiseChoice(choice));
      } catch {
        // Private mode or full storage: the choice holds for this visit only.
      }
    },
  };
}

/** Keeps the choice in memory: tests, stories, server renders. */
export function createMemoryConsentStorage(initial: ConsentChoice | null = null): ConsentAdapter {
  let stored = initial;
  return {
    read: () => stored,
    write(choice) {
      stored = choice;
    },
  };
}
