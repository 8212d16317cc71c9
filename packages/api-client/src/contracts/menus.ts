import { z } from 'zod/mini';
import { defineCall, publicJsonGet } from './common.js';

/** Wire: one menu item (spec 1 §3): title, url, external, weight, below (children), alias, relative. */
export interface MenuItemWire {
  readonly title: string;
  readonly url: string;
  readonly external?: boolean | null | undefined;
  readonly weight?: number | string | null | undefined;
  readonly below?: readonly MenuItemWire[] | null | undefined;
  readonly alias?: string | null | undefined;
  readonly relative?: string | null | undefined;
  readonly [key: string]: unknown;
}

/**
 * One menu item as Drupal's menu-items endpoint sends it. `weight` may arrive as digits
 * (that module sends strings); `below` holds the children.
 */
export const menuItemSchema: z.ZodMiniType<MenuItemWire> = z.looseObject({
  title: z.string(),
  url: z.string(),
  external: z.nullish(z.boolean()),
  weight: z.nullish(z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))])),
  get below() {
    return z.nullish(z.array(menuItemSchema));
  },
  alias: z.nullish(z.string()),
  relative: z.nullish(z.string()),
});

/** A menu answer: its top-level items. */
export const menuResponseSchema = z.array(menuItemSchema);

/** The menus the shell reads (spec 1 §7). */
export const MENU_NAMES = ['main', 'footer', 'top-menu'] as const;

/** A menu name. */
export type MenuName = (typeof MENU_NAMES)[number];

/** Path parameter of the menu call. */
export const menuParamsSchema = z.object({ menuName: z.enum(MENU_NAMES) });

/** Domain: a menu item with its children, sorted by weight. */
export interface MenuItem {
  readonly title: string;
  readonly url: string;
  readonly external: boolean;
  readonly weight: number;
  readonly alias?: string;
  readonly relative?: string;
  readonly below: readonly MenuItem[];
}

/** Maps one menu item and sorts its children by weight, recursively (spec 1 §7: items sorted by weight). */
export function mapMenuItem(item: MenuItemWire): MenuItem {
  return {
    title: item.title,
    url: item.url,
    external: item.external ?? false,
    weight: Number(item.weight ?? 0),
    ...(item.alias ? { alias: item.alias } : {}),
    ...(item.relative ? { relative: item.relative } : {}),
    below: mapMenu(item.below ?? []),
  };
}

/** Maps a menu answer: items sorted by weight (stable for equal weights). */
export function mapMenu(items: readonly MenuItemWire[]): MenuItem[] {
  return items.map(mapMenuItem).sort((a, b) => a.weight - b.weight);
}

/** The menu calls (spec 1 §7). Menu calls send no anti-forgery header. */
export const menuCalls = {
  // spec 1 §7 gives main and footer under "{cms base}/menu_items/..." and top-menu under
  // /api/drupal/api/menu_items/top-menu, so the cms base is /api/drupal/api for all three.
  menuItems: defineCall({
    ...publicJsonGet,
    spec: 'spec 1 §7',
    path: '/api/drupal/api/menu_items/{menuName}',
    params: menuParamsSchema,
    querystring: undefined,
    response: menuResponseSchema,
  }),
} as const;
