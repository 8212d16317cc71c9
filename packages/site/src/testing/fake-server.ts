import { fixtures, SEARCH_TOTAL_HEADER } from '@dementie/api-client';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
}

type Answer = { status?: number; body?: unknown; headers?: Readonly<Record<string, string>> } | undefined;

/**
 * A search answer as the server sends it: one page of hits and, in its header, the number of all of
 * them (`total`, default: the hits given).
 */
export function searchAnswer(hits: readonly unknown[], total: number = hits.length) {
  return { body: hits, headers: { [SEARCH_TOTAL_HEADER]: String(total) } };
}
type Handler = (call: FakeCall) => Answer;

/**
 * A fake `fetch` for the site's component tests: answers the spec's calls from the api-client
 * fixtures (the same wire JSON the server is tested against) and records every call.
 */
export function createFakeServer(overrides: Record<string, Handler> = {}) {
  const calls: FakeCall[] = [];
  const defaults: Record<string, Handler> = {
    'GET /api/drupal/api/menu_items/main': () => ({ body: fixtures.menuItems.response }),
    'GET /api/drupal/api/menu_items/top-menu': () => ({ body: [] }),
    'GET /api/drupal/api/menu_items/footer': () => ({ body: [] }),
    'GET /api/drupal/api/homepage': () => ({ body: fixtures.homepage.response }),
    'GET /api/drupal/news-overview': () => ({ body: fixtures.newsOverview.response }),
    'GET /api/v1/redirect/from': () => ({ status: 404, body: { error: 'not found' } }),
    'GET /api/v1/Search': () => searchAnswer(fixtures.search.response),
    'GET /api/v1/Search/synonyms': () => ({ body: [] }),
    'GET /api/v1/Search/suggest': () => ({ body: fixtures.searchSuggest.response }),
    'GET /api/elearning/GetCourses': () => ({ body: fixtures.getCourses.response }),
    'GET /api/v1/memory-test/other': () => ({ body: fixtures.memoryTest.response }),
    // A visitor without a session, as the reference server answers a guest.
    'POST /api/v1/authentication/IsSessionValid': () => ({ body: { status: 'invalid' } }),
    'POST /api/v1/authentication/logout': () => ({ body: fixtures.logout.response }),
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = { method, path: decodeURIComponent(url.pathname), query: url.searchParams };
    calls.push(call);
    const key = `${method} ${call.path}`;
    const handler =
      overrides[key] ??
      defaults[key] ??
      (key.startsWith('GET /api/drupal/') ? overrides['GET /api/drupal/*'] : undefined);
    const answer = handler?.(call) ?? { status: 404, body: { error: 'not found' } };
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
