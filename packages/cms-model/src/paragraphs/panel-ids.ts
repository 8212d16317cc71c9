import type { MapContext } from '../fields';
import { slugify } from '../slug';

/*
 * The anchor ids of the panels that open and close on a page: the expandable's and the expandable
 * list's panels and the bookcase's items (spec 2 §5). Kept here, beside the bundles that give them,
 * rather than among the generic field helpers.
 */

/**
 * The id of an expandable (spec 2 §5): the slug of its title, or 'expandable-' plus its index when
 * the title gives no slug. A repeated id on the same page gets '-2', '-3', ... so anchors stay unique.
 */
export function expandableId(title: string | undefined, index: number, used: Set<string>): string {
  const base = slugify(title ?? '') || `expandable-${index}`;
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * The anchor id of the next expandable panel on the page (spec 2 §5): the slug of its title, kept
 * unique on the page, with the panel's place among all the page's panels as the fallback. Every
 * panel counts, so the page's panels share one running index.
 */
export function nextExpandableId(panelTitle: string, ctx: MapContext): string {
  const index = ctx.expandableIndex;
  ctx.expandableIndex += 1;
  return expandableId(panelTitle, index, ctx.usedIds);
}
