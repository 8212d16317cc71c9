/*
 * A notice for the page a link leads to (decision 0032): after a mailed e-mail change or an erasure, the
 * link screen goes on to another page (the profile, the home page), and that page says what just
 * happened, once. The notice travels in this tab's session storage, so it survives the redirect
 * whether the router renders the next page or the browser loads it; it holds only its kind, never
 * an address or a name, and never goes into a URL.
 */

import type { ResultStorage } from './result-storage';

/** What a finished link can leave for the next page. */
export type PageNoticeKind = 'email changed' | 'account erased';

const kinds: ReadonlySet<string> = new Set<PageNoticeKind>(['email changed', 'account erased']);

/** The session-storage key of the notice. */
export const PAGE_NOTICE_KEY = 'dementie.pageNotice';

/** Leaves a notice for the next page; a blocked storage only costs the message. */
export function leavePageNotice(storage: ResultStorage | null, kind: PageNoticeKind): void {
  try {
    storage?.setItem(PAGE_NOTICE_KEY, kind);
  } catch {
    // Storage full or blocked (some private modes): the page still works, without the message.
  }
}

/** Reads the notice and removes it, so it shows once; null when there is none (or an unknown one). */
export function takePageNotice(storage: ResultStorage | null): PageNoticeKind | null {
  try {
    const value = storage?.getItem(PAGE_NOTICE_KEY) ?? null;
    if (value === null) return null;
    storage?.removeItem(PAGE_NOTICE_KEY);
    return kinds.has(value) ? (value as PageNoticeKind) : null;
  } catch {
    return null;
  }
}
