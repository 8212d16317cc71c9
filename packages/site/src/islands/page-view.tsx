import { useEffect } from 'react';
import { useSiteServices } from '../services/site-services';

/** Props of `PageView`. */
export interface PageViewProps {
  /** Path and query of the page. */
  path: string;
  /** The node id analytics knows the page by (spec 1 §9). */
  nodeId?: number;
}

/**
 * Counts a document page's view (decision 0067): on a document no router runs the app's page views,
 * so this island does, once, for a visitor who consented to statistics (decision 0031). It shows
 * nothing; the server renders it only for such a visitor, so no one else loads script for it.
 */
export function PageView({ path, nodeId }: PageViewProps) {
  const { analytics } = useSiteServices();
  useEffect(() => {
    analytics.page({ path, nodeId });
  }, [analytics, path, nodeId]);
  return null;
}
