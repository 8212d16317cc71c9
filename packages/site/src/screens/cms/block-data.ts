import { mapResult } from '@dementie/api-client';
import type { BlockData } from '@dementie/block-kit';
import { withStartingPageUrl } from '@dementie/elearning-player';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { newsletterSubscriber } from '../../services/newsletter';
import { type SiteServices, useSiteServices } from '../../services/site-services';

/**
 * What the blocks may load or do, wired to the site's api client and router: blocks never fetch by
 * themselves, and navigation goes through the router so it stays a single-page app.
 */
export function useBlockData(): BlockData {
  const services = useSiteServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const bookcaseItem = searchParams.get('item');
  return useMemo<BlockData>(
    () => ({
      ...pageBlockData(services, location.pathname),
      onSearch: (term) => navigate(searchHref(term)),
      bookcaseItem,
      // Spec 2 §2.1: the bookcase modal follows the `item` query parameter; closing removes it.
      onBookcaseSelect: (slug) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (slug) next.set('item', slug);
            else next.delete('item');
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
    }),
    [services, location.pathname, navigate, bookcaseItem, setSearchParams],
  );
}

/** The search page of a typed term (spec 2 §2.1: the search call-to-action searches every pillar). */
function searchHref(term: string): string {
  return `/zoeken?zoekterm=${encodeURIComponent(term)}&pijler=alle`;
}

/** What blocks may load on the page at `path`, whether the app or an island shows them. */
export function pageBlockData(services: SiteServices, path: string): BlockData {
  const { api, brand, botCheck } = services;
  return {
    counter: (signal) => api.counter({ signal }),
    loadTrainings: (signal) => api.getCourses({ signal }),
    loadLatestNews: async (signal) =>
      mapResult(await api.overview('news', 1, { signal }), (page) => page.items),
    subscribeNewsletter: newsletterSubscriber(api, botCheck, brand.id),
    path,
    // Spec 2 §2.5: the brand's chat widget for the chatbot landing page (loaded after consent).
    ...(brand.chatbot ? { chatbot: brand.chatbot } : {}),
    // Spec 3 §2: links to a training carry the page the learner starts it from.
    trainingUrl: (id) => withStartingPageUrl(`/trainingen/${id}`, path),
  };
}

/**
 * The block data of a document page's islands (decision 0067): no router, so a search is a page
 * load, and a bookcase keeps its open item itself.
 */
export function documentBlockData(services: SiteServices): BlockData {
  return {
    ...pageBlockData(services, window.location.pathname),
    onSearch: (term) => window.location.assign(searchHref(term)),
  };
}
