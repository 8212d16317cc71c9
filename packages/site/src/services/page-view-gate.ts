import { createContext, useContext } from 'react';

/**
 * Which page shown sends its page view (decision 0031: one per page the visitor sees). A page that
 * only leads on, replacing itself in the history before its page view went out (the result page
 * with a certificate in this tab goes on to `/jouw-resultaat/{id}`), sends none: the page the
 * visitor lands on sends its one. Such a screen holds its page view until it knows (it reads this
 * tab's storage only after the server's page is hydrated).
 */
export interface PageViewGate {
  /** The location `key` replaced itself: if its page view has not gone out, it never will. */
  replaced(key: string): void;
  /** The screen of location `key` may only lead on: its page view waits for `shown` or `replaced`. */
  hold(key: string): void;
  /** The screen of location `key` stays: a page view that waited goes out now. */
  shown(key: string): void;
  /**
   * Sends the page view of location `key` with `send`, once at most per location: now, later (while
   * held, when shown) or never (replaced).
   */
  count(key: string, send: () => void): void;
}

/** A gate for one app: remembers the locations counted, held and replaced before being counted. */
export function createPageViewGate(): PageViewGate {
  const counted = new Set<string>();
  const leftUncounted = new Set<string>();
  const held = new Set<string>();
  const waiting = new Map<string, () => void>();
  const send = (key: string, view: () => void) => {
    if (counted.has(key) || leftUncounted.has(key)) return;
    counted.add(key);
    view();
  };
  return {
    replaced(key) {
      held.delete(key);
      waiting.delete(key);
      if (!counted.has(key)) leftUncounted.add(key);
    },
    hold(key) {
      if (!counted.has(key)) held.add(key);
    },
    shown(key) {
      if (!held.delete(key)) return;
      const view = waiting.get(key);
      waiting.delete(key);
      if (view) send(key, view);
    },
    count(key, view) {
      if (held.has(key)) waiting.set(key, view);
      else send(key, view);
    },
  };
}

const PageViewGateContext = createContext<PageViewGate | null>(null);
PageViewGateContext.displayName = 'PageViewGate';

/** Gives the app's page-view gate to its pages. */
export const PageViewGateProvider = PageViewGateContext.Provider;

/** The app's page-view gate; null outside the app (an island on a document page sends its own). */
export function usePageViewGate(): PageViewGate | null {
  return useContext(PageViewGateContext);
}
