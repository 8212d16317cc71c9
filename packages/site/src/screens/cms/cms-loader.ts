import { type ApiResult, type CmsNodeWire, previewIsLive } from '@dementie/api-client';
import type { Page } from '@dementie/cms-model';
import { data, redirect } from 'react-router-dom';
import { withVisitorQuery } from '../../services/redirects';
import type { SiteServices } from '../../services/site-services';
import { withBlockLoads } from './block-loads';

export interface CmsPageData {
  /** The mapped page (spec 2 §3.1), mapped once where the loader runs and handed to the browser as is. */
  page: Page;
  /** True on the preview route: a revision for an editor. */
  preview: boolean;
  /** On the preview route: true when the revision is the one visitors see now (decision 0013). */
  previewLive?: boolean;
  /** The node's CMS bundle ('content_page' ...): the nodeType of the page's tracking record (spec 3 §3). */
  nodeType: string;
}

/** A 404 thrown from a loader: the route's error element shows the not-found page (spec 1 §2). */
export function notFound(): never {
  throw data('not found', { status: 404 });
}

/**
 * The page mappers and their HTML sanitiser (DOMPurify) are only needed where a loader runs: on the
 * server, and in the browser from the first navigation on. A server-rendered page hydrates from the
 * mapped page, so they stay out of the scripts every page loads first (decision 0038).
 */
export function loadCmsModel() {
  return import('@dementie/cms-model');
}

async function settle(
  services: SiteServices,
  pending: Promise<ApiResult<CmsNodeWire>>,
  signal: AbortSignal,
  preview = false,
): Promise<CmsPageData> {
  // The model's code and the page are fetched side by side.
  const [{ mapPage, UnknownPageError }, result] = await Promise.all([loadCmsModel(), pending]);
  if (result.kind === 'loaded') {
    let mapped: Page;
    try {
      mapped = mapPage(result.value, { ownHosts: [new URL(services.origin).host] });
    } catch (error) {
      // Spec 2 §8: an unknown page kind is an error ('unknown page'), shown as a failure, not a blank page.
      if (error instanceof UnknownPageError) throw data('unknown page', { status: 500 });
      throw error;
    }
    // What the blocks would load in the browser comes with the page: a document's HTML holds it.
    const page = await withBlockLoads(services, mapped, signal);
    const nodeType = result.value.type;
    return preview
      ? { page, preview, previewLive: previewIsLive(result.value), nodeType }
      : { page, preview, nodeType };
  }
  // A guest (401) is asked to log in; a signed-in visitor without the role (403) is told so (decision 0013).
  if (result.kind === 'unauthorized') {
    throw data(result.status === 403 ? 'editors only' : 'forbidden', { status: 403 });
  }
  if (result.kind === 'failed' && result.status === 404) notFound();
  throw data('unavailable', { status: result.kind === 'failed' ? result.status : 503 });
}

/**
 * Throws the router's redirect when the path of `url` has one (spec 1 §4): same origin via the router,
 * another origin as a full location change (react-router does that for absolute URLs). The server
 * answers with the redirect's own status (301 unless the content says otherwise), and the address's
 * query goes along to the target.
 */
export async function followRedirect(services: SiteServices, url: URL): Promise<void> {
  const decision = await services.redirects.lookup(url.pathname);
  if (decision.kind !== 'none') throw redirect(withVisitorQuery(decision.to, url.search), decision.status);
}

/** The home page: the first element of the homepage list (spec 2 §7). */
export async function loadHome(services: SiteServices, request: Request): Promise<CmsPageData> {
  return settle(services, services.api.homepage({ signal: request.signal }), request.signal);
}

/**
 * The catch-all CMS page. A path the CMS does not know may be an old address: only then is the
 * redirect lookup asked, so a normal page costs one request. Neither: the not-found page.
 */
export async function loadCmsPage(services: SiteServices, request: Request): Promise<CmsPageData> {
  const url = new URL(request.url);
  const { pathname } = url;
  // Start fetching the model's code alongside the page; settle() waits for it (a failure shows there).
  void loadCmsModel().catch(() => undefined);
  const result = await services.api.page(pathname, { signal: request.signal });
  if (result.kind === 'failed' && result.status === 404) {
    await followRedirect(services, url);
    notFound();
  }
  return settle(services, Promise.resolve(result), request.signal);
}

export async function loadPreview(
  services: SiteServices,
  request: Request,
  params: { entityType?: string | undefined; entityId?: string | undefined; revisionId?: string | undefined },
): Promise<CmsPageData> {
  if (!params.entityType || !params.entityId || !params.revisionId) notFound();
  const result = services.api.preview(
    { entityType: params.entityType, entityId: params.entityId, revisionId: params.revisionId },
    { signal: request.signal },
  );
  return settle(services, result, request.signal, true);
}
