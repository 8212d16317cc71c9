import { drupalEntityId, type TrackingRecord, trackingRecord } from '@dementie/api-client';

/** One analytics event as pushed to the dataLayer. */
export type AnalyticsEvent = Record<string, unknown> & { event: string };

export interface AnalyticsOptions {
  /** Whether the visitor consented to statistics cookies right now (read at every push). */
  hasStatisticsConsent: () => boolean;
  /** Where events go; default `window.dataLayer` (created when missing). */
  dataLayer?: () => AnalyticsEvent[] | undefined;
  /**
   * The tracking record's userId (spec 3 §3): the signed-in visitor's analytics pseudonym, null for a
   * guest or while the session is not known. Read at every push; default always null.
   */
  userId?: () => string | null;
}

/** A page view: the address shown and the CMS node behind it, if any. */
export interface PageView {
  /** Path and query of the page, e.g. '/nieuws?page=2'. */
  path: string;
  /** The node id analytics knows the page by. */
  nodeId?: number | undefined;
  /** What the page's tracking record says besides its node and its visitor (page kind, node type, training). */
  record?: PageRecord | undefined;
}

/** The part of a page's tracking record the page itself knows. */
export type PageRecord = Partial<Pick<TrackingRecord, 'pageKind' | 'nodeType' | 'trainingsId'>>;

/**
 * Query parameters never reported: the mailed links' (spec 1 §2: /auto-activate, /change-email,
 * /anonymize-user) carry an e-mail address, an account id and a single-use token, which are no
 * one's statistics.
 */
const UNREPORTED_PARAMETERS: readonly string[] = ['activationToken', 'userEmail', 'userId'];

/** A page's path and query as analytics may see them: without the {@link UNREPORTED_PARAMETERS}. */
export function reportedPath(path: string): string {
  const query = path.indexOf('?');
  if (query < 0) return path;
  const parameters = new URLSearchParams(path.slice(query + 1));
  if (!UNREPORTED_PARAMETERS.some((name) => parameters.has(name))) return path;
  for (const name of UNREPORTED_PARAMETERS) parameters.delete(name);
  const rest = parameters.toString();
  return rest ? `${path.slice(0, query)}?${rest}` : path.slice(0, query);
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

  const userId = () => options.userId?.() ?? null;

  function push(event: AnalyticsEvent): boolean {
    if (!options.hasStatisticsConsent()) return false;
    const target = layer();
    if (!target) return false;
    // An event with a tracking record whose sender knows no accounts (the player's steps) gets the
    // visitor's pseudonym here.
    target.push('userId' in event && event.userId === null ? { ...event, userId: userId() } : event);
    return true;
  }

  return {
    push,
    /** A virtual page view (spec 1 §2: /geregistreerd; spec 3 §2: /training-gestart). */
    pageView(path: string, extra: Record<string, unknown> = {}): boolean {
      return push({ event: 'virtual_page_view', page_path: reportedPath(path), ...extra });
    },
    /**
     * A page the visitor sees (the first one and every navigation), with the CMS node id when the
     * page has one (spec 1 §9: the home page reports node id {@link HOME_NODE_ID}) and the page's
     * tracking record (spec 3 §3).
     */
    page(view: PageView): boolean {
      return push({
        event: 'page_view',
        page_path: reportedPath(view.path),
        ...(view.nodeId === undefined ? {} : { node_id: view.nodeId }),
        // Spec 3 §3: the page's tracking record; its nodeId is the Drupal entity id ('node:12').
        ...trackingRecord({
          ...view.record,
          nodeId: view.nodeId === undefined ? null : drupalEntityId('node', view.nodeId),
        }),
      });
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
