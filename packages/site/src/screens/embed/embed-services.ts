import {
  type ApiClient,
  type ApiClientOptions,
  browserLocalStorage,
  type LearnerTokenStore,
  learnerTokenKey,
  storageLearnerTokens,
} from '@dementie/api-client';
import { createAltchaBotCheck, createAuthStore } from '@dementie/auth';
import { createAnalytics } from '../../services/analytics';
import { lazyApiClient } from '../../services/lazy-api';
import type { SiteServices } from '../../services/site-services';

/**
 * The services of the embed page (decision 0085). In another site's frame the site's
 * cookies are not there: SameSite=Lax cookies are never sent from a cross-site frame, and many
 * browsers block third-party cookies altogether. So every call of the page carries the learner token
 * (decision 0082: `X-Learner-Token`, no cookies) from one store, shared by the player, the certificate
 * form and the bot check: where storage is blocked too, the token lives in that store's memory, and a
 * second store would ask the server for a second learner in the middle of a training.
 *
 * The learner is a guest here (no session cookie can reach the server), so the auth store starts
 * logged out instead of asking. There is no analytics: the page's events go to the parent instead.
 */
export function embedServices(
  frame: SiteServices,
  options: {
    /** Where the token is kept; default local storage of the page's origin (memory where refused). */
    readonly tokens?: LearnerTokenStore;
    /** Makes the api client (tests); default the lazily loaded one of a document page. */
    readonly client?: (options: ApiClientOptions) => ApiClient;
  } = {},
): SiteServices {
  const learnerToken =
    options.tokens ?? storageLearnerTokens(browserLocalStorage(), learnerTokenKey(frame.origin));
  const clientOptions: ApiClientOptions = { baseUrl: frame.origin, brand: frame.brand.id, learnerToken };
  const api = (options.client ?? lazyApiClient)(clientOptions);
  return {
    ...frame,
    api,
    analytics: createAnalytics({ hasStatisticsConsent: () => false, dataLayer: () => undefined }),
    auth: createAuthStore({ api, initialState: { status: 'logged out' } }),
    botCheck: createAltchaBotCheck({ fetchChallenge: (signal) => api.altchaChallenge({ signal }) }),
  };
}
