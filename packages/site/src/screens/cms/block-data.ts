import { mapResult } from '@dementie/api-client';
import type { BlockData } from '@dementie/block-kit';
import { withStartingPageUrl } from '@dementie/elearning-player';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { newsletterSubscriber } from '../../services/newsletter';
import { useSiteServices } from '../../services/site-services';

/**
 * What the blocks may load or do, wired to the site's api client and router: blocks never fetch by
 * themselves, and navigation goes through the router so it stays a single-page app.
 */
export function useBlockData(): BlockData {
  const { api, brand, botCheck } = useSiteServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const bookcaseItem = searchParams.get('item');
  return useMemo<BlockData>(
    () => ({
      counter: (signal) => api.counter({ signal }),
      loadTrainings: (signal) => api.getCourses({ signal }),
      loadLatestNews: async (signal) =>
        mapResult(await api.overview('news', 1, { signal }), (page) => page.items),
      subscribeNewsletter: newsletterSubscriber(api, botCheck, brand.id),
      path: location.pathname,
      // Spec 2 §2.5: the brand's chat widget for the chatbot landing page (loaded after consent).
      ...(brand.chatbot ? { chatbot: brand.chatbot } : {}),
      // Spec 3 §2: links to a training carry the page the learner starts it from.
      trainingUrl: (id) => withStartingPageUrl(`/trainingen/${id}`, location.pathname),
      onSearch: (term) => navigate(`/zoeken?zoekterm=${encodeURIComponent(term)}&pijler=alle`),
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
    [api, botCheck, brand.id, brand.chatbot, location.pathname, navigate, bookcaseItem, setSearchParams],
  );
}
