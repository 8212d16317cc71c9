import { TRAINING_PAGE_KIND } from '@dementie/api-client';
import { Island, useConsent, useIslandMarks } from '@dementie/block-kit';
import type { Page } from '@dementie/cms-model';
import { useEffect } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router-dom';
import { PageView, type PageViewProps } from './islands/page-view';
import { SITE_ISLANDS } from './islands/site-islands';
import type { SiteRouteHandle } from './route-handle';
import type { CmsPageData } from './screens/cms/cms-loader';
import type { PageRecord } from './services/analytics';
import type { PageViewGate } from './services/page-view-gate';
import { useSiteServices } from './services/site-services';

// A page view per page shown (spec 3 §3, decision 0031): counted by the app, or by an island on a
// document page (decision 0067).

/**
 * What a page's tracking record (spec 3 §3) says of the page: a CMS page's kind and bundle, a
 * training page's kind and training. Its node id and its visitor are added where it is sent.
 */
function pageRecordOf(matches: readonly UIMatch[]): PageRecord | undefined {
  const leaf = matches.at(-1);
  if ((leaf?.handle as SiteRouteHandle | undefined)?.training) {
    const courseId = Number(leaf?.params.courseId);
    return {
      pageKind: TRAINING_PAGE_KIND,
      ...(Number.isInteger(courseId) && courseId > 0 ? { trainingsId: courseId } : {}),
    };
  }
  const cms = leaf?.data as Partial<CmsPageData> | undefined;
  const kind = cms?.page?.kind;
  if (!kind) return undefined;
  return { pageKind: kind, ...(cms.nodeType ? { nodeType: cms.nodeType } : {}) };
}

/** The node id of the page a route shows: the route's own (the home page) or its CMS node's. */
function nodeIdOf(matches: readonly UIMatch[]): number | undefined {
  const leaf = matches.at(-1);
  const own = (leaf?.handle as SiteRouteHandle | undefined)?.analyticsNodeId;
  if (own !== undefined) return own;
  const id = Number((leaf?.data as { page?: Page } | undefined)?.page?.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * One page view per page shown, the first included (sent only with statistics consent, decision 0031).
 * A page that replaced itself before this effect ran (its screen's effects run first) only led on and
 * sends none (page-view-gate.ts).
 */
export function usePageViews(gate: PageViewGate) {
  const { analytics } = useSiteServices();
  const location = useLocation();
  const matches = useMatches();
  useEffect(() => {
    // Once per navigation: re-renders and React's development double effects add none.
    gate.count(location.key, () =>
      analytics.page({
        path: `${location.pathname}${location.search}`,
        nodeId: nodeIdOf(matches),
        record: pageRecordOf(matches),
      }),
    );
  }, [analytics, gate, location, matches]);
}

/**
 * A document page's view (decision 0067): the app counts it with `usePageViews`; a document has no
 * app, so an island does, rendered only for a visitor who consented to statistics.
 */
export function DocumentPageView({ matches }: { matches: readonly UIMatch[] }) {
  const isDocument = useIslandMarks();
  const consent = useConsent();
  const location = useLocation();
  if (!isDocument || !consent.has('statistics')) return null;
  const nodeId = nodeIdOf(matches);
  const record = pageRecordOf(matches);
  const props: PageViewProps = {
    path: `${location.pathname}${location.search}`,
    ...(nodeId === undefined ? {} : { nodeId }),
    ...(record === undefined ? {} : { record }),
  };
  return (
    <Island name={SITE_ISLANDS.pageView} props={props} when="idle">
      <PageView {...props} />
    </Island>
  );
}
