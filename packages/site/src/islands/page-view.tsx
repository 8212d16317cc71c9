import { useEffect } from 'react';
import type { PageRecord } from '../services/analytics';
import { useSiteServices } from '../services/site-services';

/** Props of `PageView`. */
export interface PageViewProps {
  /** Path and query of the page. */
  path: string;
  /** The node id analytics knows the page by (spec 1 §9). */
  nodeId?: number;
  /** What the page's tracking record says of it (spec 3 §3). */
  record?: PageRecord;
}

/**
 * Counts a document page's view (decision 0067): on a document no router runs the app's page views,
 * so this island does, once, for a visitor who consented to statistics (decision 0031). It shows
 * nothing; the server renders it only for such a visitor, so no one else loads script for it.
 */
export function PageView({ path, nodeId, record }: PageViewProps) {
  const { analytics } = useSiteServices();
  const { pageKind, nodeType, trainingsId } = record ?? {};
  useEffect(() => {
    analytics.page({ path, nodeId, record: { pageKind, nodeType, trainingsId } });
  }, [analytics, path, nodeId, pageKind, nodeType, trainingsId]);
  return null;
}
