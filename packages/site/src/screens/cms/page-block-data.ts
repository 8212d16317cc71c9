import { mapResult } from '@dementie/api-client';
import type { BlockData } from '@dementie/block-kit';
import { withStartingPageUrl } from '@dementie/elearning-player';
import { newsletterSubscriber } from '../../services/newsletter';
import type { SiteServices } from '../../services/site-services';
import { searchHref } from '../search/search-href';

// Apart from the app's `useBlockData` (block-data.ts), which needs the router: a document page's islands
// load no router (decision 0068).

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
 * load; the island frame binds a bookcase to the address's `item` itself (`addressItemStore`).
 */
export function documentBlockData(services: SiteServices): BlockData {
  return {
    ...pageBlockData(services, window.location.pathname),
    onSearch: (term) => window.location.assign(searchHref(term)),
  };
}
