import { IslandMarks, type IslandRenderer } from '@dementie/block-kit';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { BrandConfig } from '../brand/brand-config';
import { addressItemStore } from '../islands/address-item';
import { IslandFrame } from '../islands/island-frame';
import { createSiteRoutes, type SiteRouteHandle, type SiteSlots } from '../routes';
import { pageBlockData } from '../screens/cms/page-block-data';
import { createSiteServices } from '../services/create-site-services';
import { createHeadData, type HeadData, HeadProvider, headToHtml } from './head';

export interface RenderRequestOptions {
  brand: BrandConfig;
  /** The visitor's request, with an absolute URL on the brand's own origin. */
  request: Request;
  /** How loaders reach the API on the server (the reference server passes an in-process fetch). */
  fetch: typeof fetch;
  slots?: SiteSlots;
  /**
   * The Content-Security-Policy nonce for the inline hydration-data script. The reference server
   * passes a placeholder that it swaps for each answer's own nonce, so a cached render never holds a
   * nonce that was sent before. Default: no nonce attribute.
   */
  nonce?: string;
  /**
   * Serve pages as documents with islands (decision 0067): a page whose route is not an app page is
   * rendered with its islands marked and no hydration data; the browser loads the islands loader
   * instead of the app. Default false: every page hydrates as the app.
   */
  islands?: boolean;
}

/**
 * Which script a page loads: the whole app, only the islands loader (decision 0067), or the player
 * page's islands loader, which also knows the player's island (decision 0073).
 */
export type PageScript = 'app' | 'islands' | 'player';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; appHtml: string; head: HeadData; headHtml: string; script: PageScript };

/**
 * The `render` a brand app's server entry exports; the reference server imports the built file
 * (dist-server/) and calls it for each request. `options.nonce` goes on the inline hydration script
 * (the server's Content-Security-Policy).
 */
export function brandRenderer(
  brand: BrandConfig,
): (
  request: Request,
  fetch: typeof globalThis.fetch,
  options?: { nonce?: string; islands?: boolean },
) => Promise<RenderResult> {
  return (request, fetch, options = {}) =>
    renderRequest({
      brand,
      request,
      fetch,
      ...(options.nonce ? { nonce: options.nonce } : {}),
      islands: options.islands === true,
    });
}

/**
 * Renders one request on the server with the same route objects as the browser (decision 0035): loaders
 * run here, a redirect is answered before any byte of the page, a missing page gets status 404, and
 * the markup carries the router's hydration data so the browser does not fetch the same data again.
 */
export async function renderRequest(options: RenderRequestOptions): Promise<RenderResult> {
  const origin = new URL(options.request.url).origin;
  const services = createSiteServices({
    brand: options.brand,
    origin,
    fetch: options.fetch,
    cookieHeader: options.request.headers.get('cookie') ?? '',
  });
  // The visitor's cookie choice is known before the first byte: a first visit gets the banner in the
  // HTML (painted at once, not after the scripts), a decided one gets no banner and their videos.
  services.consent.load();
  const routes = createSiteRoutes(services, options.slots);
  const handler = createStaticHandler(routes);
  const context = await handler.query(options.request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const url = new URL(options.request.url);
  const head = createHeadData(origin, `${url.pathname}${url.search}`);
  const leaf = context.matches.at(-1)?.route.handle as SiteRouteHandle | undefined;
  const script: PageScript = !options.islands || leaf?.page === 'app' ? 'app' : (leaf?.page ?? 'islands');
  const page = (
    <HeadProvider value={head}>
      {/* A document carries no hydration data: only its islands are taken over, with their own props. */}
      <StaticRouterProvider
        router={router}
        context={context}
        nonce={options.nonce}
        hydrate={script === 'app'}
      />
    </HeadProvider>
  );
  // Made once per page and shared by its islands, as the browser's runtime does.
  const islandBlockData = pageBlockData(services, url.pathname);
  const addressItem = addressItemStore(url);
  // Each island with ids of its own (decision 0075); the browser hydrates it with the same prefix.
  const renderIsland: IslandRenderer = ({ data, identifierPrefix, children }) =>
    renderToString(
      <IslandFrame services={services} data={data} blockData={islandBlockData} addressItem={addressItem}>
        {children}
      </IslandFrame>,
      { identifierPrefix },
    );
  const appHtml = renderToString(
    script === 'app' ? page : <IslandMarks render={renderIsland}>{page}</IslandMarks>,
  );
  // React emits hoistable tags (preloads, rel=prev/next) at the start of the markup; they belong in the
  // head, and leaving them inside the root would not match what the browser renders when it hydrates.
  const hoisted = /^(?:<(?:link|meta)\b[^>]*>)+/.exec(appHtml)?.[0] ?? '';
  if (context.statusCode !== 200) {
    // A not-found or error page is no address of its own: nothing canonical, and not for search engines.
    head.canonical = undefined;
    delete head.meta['og:url'];
    head.meta.robots = 'noindex';
  }
  return {
    kind: 'html',
    status: context.statusCode,
    appHtml: appHtml.slice(hoisted.length),
    head,
    headHtml: headToHtml(head) + hoisted,
    script,
  };
}
