import type { ApiResult, Course } from '@dementie/api-client';
import { LATEST_NEWS_COUNT } from '@dementie/block-kit';
import type { OverviewItem, Page } from '@dementie/cms-model';
import type { SiteServices } from '../../services/site-services';

/** What the page's blocks would otherwise load in the browser. */
interface BlockLoads {
  latestNews?: readonly OverviewItem[];
  trainings?: readonly Course[];
  total?: number;
}

type Need = keyof BlockLoads;

/** What a value of the mapped page needs loaded, if it is such a block; undefined otherwise. */
function needOf(value: Record<string, unknown>): Need | undefined {
  if (value.kind === 'relatedContent' && value.latest === true) {
    return Array.isArray(value.items) && value.items.length === 0 ? 'latestNews' : undefined;
  }
  if (value.kind === 'trainingsOverview') return value.trainings === undefined ? 'trainings' : undefined;
  if (value.kind === 'counter') return value.total === undefined ? 'total' : undefined;
  return undefined;
}

/** Calls `visit` for every plain object in `value`, depth first (blocks hold blocks: panels, frames). */
function eachObject(value: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachObject(item, visit);
  } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const object = value as Record<string, unknown>;
    visit(object);
    for (const child of Object.values(object)) eachObject(child, visit);
  }
}

/** A copy of `value` with every block that needed something given what was loaded for it. */
function fill<T>(value: T, loads: BlockLoads): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object' || Object.getPrototypeOf(node) !== Object.prototype) return node;
    const object = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    const need = needOf(object);
    if (need === 'latestNews' && loads.latestNews) {
      return { ...object, items: loads.latestNews.slice(0, LATEST_NEWS_COUNT) };
    }
    if (need === 'trainings' && loads.trainings) return { ...object, trainings: loads.trainings };
    if (need === 'total' && loads.total !== undefined) return { ...object, total: loads.total };
    return object;
  };
  return walk(value) as T;
}

/** The value of a call that answered; undefined for any failure (the browser tries again). */
function loaded<T>(call: Promise<ApiResult<T>>): Promise<T | undefined> {
  return call.then(
    (result) => (result.kind === 'loaded' ? result.value : undefined),
    () => undefined,
  );
}

/**
 * The page with what its blocks would otherwise load in the browser loaded with it, wherever the page
 * is loaded: on the server for a document, so its HTML holds the latest news, the trainings and the
 * counter's figure, and each block that still needs script hydrates with the same data. Each call is
 * made once per page, side by side; one that fails leaves its blocks as they were, and they load it
 * in the browser as before. Blocks that got what they need are left alone (an editor's own items).
 */
export async function withBlockLoads(
  services: SiteServices,
  page: Page,
  signal?: AbortSignal,
): Promise<Page> {
  const needs = new Set<Need>();
  eachObject(page.blocks, (object) => {
    const need = needOf(object);
    if (need) needs.add(need);
  });
  if (needs.size === 0) return page;
  const { api } = services;
  const options = signal ? { signal } : {};
  const [latestNews, trainings, total] = await Promise.all([
    needs.has('latestNews')
      ? loaded(api.overview('news', 1, options)).then((news) => news?.items)
      : undefined,
    needs.has('trainings') ? loaded(api.getCourses(options)) : undefined,
    needs.has('total') ? loaded(api.counter(options)) : undefined,
  ]);
  const loads: BlockLoads = {
    ...(latestNews ? { latestNews } : {}),
    ...(trainings ? { trainings } : {}),
    ...(total === undefined ? {} : { total }),
  };
  return { ...page, blocks: fill(page.blocks, loads) };
}
