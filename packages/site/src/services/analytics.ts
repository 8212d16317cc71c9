/** One analytics event as pushed to the dataLayer. */
export type AnalyticsEvent = Record<string, unknown> & { event: string };

export interface AnalyticsOptions {
  /** Whether the visitor consented to statistics cookies right now (read at every push). */
  hasStatisticsConsent: () => boolean;
  /** Where events go; default `window.dataLayer` (created when missing). */
  dataLayer?: () => AnalyticsEvent[] | undefined;
}

/** A page view: the address shown and the CMS node behind it, if any. */
export interface PageView {
  /** Path and query of the page, e.g. '/nieuws?page=2'. */
  path: string;
  /** The node id analytics knows the page by. */
  nodeId?: number | undefined;
}

/** Spec 1 §9: the home page's node id for analytics. */
export const HOME_NODE_ID = 9999;

/**
 * Analytics as `dataLayer` events (decision 0031): sent only with statistics consent, and no analytics
 * script is bundled; a tag manager may be added by the operator behind the same consent.
 * Events before consent are dropped, not queued: consent is not retroactive.
 */
export function createAnalytics(options: AnalyticsOptions) {
  const layer =
    options.dataLayer ??
    (() => {
      if (typeof window === 'undefined') return undefined;
      const w = window as unknown as { dataLayer?: AnalyticsEvent[] };
      w.dataLayer ??= [];
      return w.dataLayer;
    });

  function push(event: AnalyticsEvent): boolean {
    if (!options.hasStatisticsConsent()) return false;
    const target = layer();
    if (!target) return false;
    target.push(event);
    return true;
  }

  return {
    push,
    /** A virtual page view (spec 1 §2: /geregistreerd; spec 3 §2: /training-gestart). */
    pageView(path: string, extra: Record<string, unknown> = {}): boolean {
      return push({ event: 'virtual_page_view', page_path: path, ...extra });
    },
    /**
     * A page the visitor sees (the first one and every navigation), with the CMS node id when the
     * page has one; spec 1 §9: the home page reports node id {@link HOME_NODE_ID}.
     */
    page(view: PageView): boolean {
      return push({
        event: 'page_view',
        page_path: view.path,
        ...(view.nodeId === undefined ? {} : { node_id: view.nodeId }),
      });
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
