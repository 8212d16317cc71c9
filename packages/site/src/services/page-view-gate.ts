import { createContext, useContext } from 'react';

/**
 * Which page shown sends its page view (decision 0031: one per page the visitor sees). A page that
 * only leads on, replacing itself in the history before its page view went out (the result page
 * with a certificate in this tab goes on to `/jouw-resultaat/{id}`), sends none: the page the
 * visitor lands on sends its one.
 */
export interface PageViewGate {
  /** The location `key` replaced itself: if its page view has not gone out, it never will. */
  replaced(key: string): void;
  /** Whether the location `key` sends its page view now; true once at most per location. */
  mayCount(key: string): boolean;
}

/** A gate for one app: remembers the locations counted and those replaced before being counted. */
export function createPageViewGate(): PageViewGate {
  const counted = new Set<string>();
  const leftUncounted = new Set<string>();
  return {
    replaced(key) {
      if (!counted.has(key)) leftUncounted.add(key);
    },
    mayCount(key) {
      if (counted.has(key) || leftUncounted.has(key)) return false;
      counted.add(key);
      return true;
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
