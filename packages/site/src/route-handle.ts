/** Per-route facts the layout reads (react-router `handle`). */
export interface SiteRouteHandle {
  /** Spec 1 §2: no header and footer during a training. */
  chrome?: 'full' | 'hidden';
  /** Spec 1 §4: auth is verified again when the visitor leaves this route. */
  training?: boolean;
  /**
   * The node id analytics reports for this route's page, whatever id the CMS gives it (spec 1 §9:
   * 9999 for the home page). Other pages report their CMS node's id, when they have one.
   */
  analyticsNodeId?: number;
  /**
   * false: the footer leaves out its newsletter form, because the page offers its own (the result
   * page: the certificate form's opt-in, or the result's marketing form). Two forms with the same
   * offer on one page confuse more than they help.
   */
  footerNewsletter?: false;
  /**
   * 'app': the page needs the whole React app in the browser (the player, the account screens, the
   * memory test's questionnaire, ...). Every other page is a document: rendered by the server, with
   * script only for its islands when the site serves islands (decision 0067). 'player': a document
   * whose one island is the training player, started by the player page's own script (decision 0073).
   */
  page?: 'app' | 'player';
}

/** The handle of a route that keeps the whole app in the browser. */
export const APP_PAGE = { page: 'app' } as const satisfies SiteRouteHandle;

/** The handle of a lazily loaded screen that is a document all the same. */
export const DOCUMENT_PAGE = {} as const satisfies SiteRouteHandle;
