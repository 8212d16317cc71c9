import { fieldList } from '@dementie/api-client';
import { z } from 'zod/mini';
import { compact, type MapContext, plain, textField } from '../fields';
import type { Block } from './index';

/*
 * The frame every paragraph bundle is written in: `defineParagraph` ties a bundle name to its zod
 * schema and its mapper, and the helpers below are the shapes the mappers share. A mapper returns
 * `null` for the skip rules of spec 2 §5.
 */

/** What every block carries besides its own fields. */
export interface BlockBase {
  /** The paragraph id when the CMS sent one (a stable React key and anchor). */
  readonly id?: string;
}

/**
 * Maps the paragraphs held inside a paragraph (an expandable's panels, a centralised block). Handed to
 * every mapper, so a bundle file needs no import of the list of bundles, which imports it.
 */
export interface NestedParagraphs {
  mapParagraph(raw: unknown, ctx: MapContext): Block | null;
  mapParagraphs(list: readonly unknown[] | null | undefined, ctx: MapContext): Block[];
}

/** One paragraph bundle: its name, the schema its wire JSON must pass and the mapper to its block. */
export interface ParagraphDefinition<B extends string = string, K = unknown> {
  readonly bundle: B;
  readonly schema: z.ZodMiniType;
  readonly map: (paragraph: never, ctx: MapContext, nested: NestedParagraphs) => K | null;
}

/**
 * Defines a paragraph bundle. Annotate the mapper's return type with the block's interface (`(p, ctx):
 * QuoteBlock | null => ...`): the `Block` union is built from these return types.
 */
export function defineParagraph<const B extends string, S extends z.ZodMiniType, K>(definition: {
  readonly bundle: B;
  readonly schema: S;
  readonly map: (paragraph: z.output<S>, ctx: MapContext, nested: NestedParagraphs) => K | null;
}): ParagraphDefinition<B, K> {
  return definition as ParagraphDefinition<B, K>;
}

/** The block type a definition maps to. */
type BlockOfDefinition<D> = D extends ParagraphDefinition<string, infer K> ? K : never;

/** The union of the block types of a list of definitions. */
export type BlockOf<L extends readonly ParagraphDefinition[]> = BlockOfDefinition<L[number]>;

// ------------------------------------------------------------------------------------ schemas

const head = { type: z.string(), id: z.nullish(z.union([z.number(), z.string()])) };

/** A paragraph's schema: its type and id plus the given fields; unknown fields pass. */
export const paragraph = <T extends z.core.$ZodShape>(shape: T) => z.looseObject({ ...head, ...shape });

/** A list field of inner items with the given fields. */
export const items = <T extends z.core.$ZodShape>(shape: T) => fieldList(z.looseObject({ ...shape }));

/** The title field most bundles have. */
export const title = { field_title: textField };

/**
 * The schema of a titled list paragraph: its title, its own further fields and its list in
 * `field_items` (an `items({...})` list or a part's list from `shared.ts`).
 */
export const titledListParagraph = <
  L extends z.ZodMiniType,
  F extends z.core.$ZodShape = Record<never, never>,
>(
  list: L,
  fields?: F,
) => paragraph({ ...title, ...(fields as F), field_items: list });

// ------------------------------------------------------------------------------------ mapping

type ParagraphHead = { readonly id?: string | number | null | undefined };

/** The paragraph id as a string, when the CMS sent one. */
export function idOf(p: ParagraphHead): string | undefined {
  return p.id == null ? undefined : String(p.id);
}

/** A block of the given kind for this paragraph: kind, the paragraph's id, then the fields that are set. */
export function block<const K extends string, const F extends object>(
  p: ParagraphHead,
  kind: K,
  fields: F,
): { readonly kind: K; readonly id?: string } & F {
  return compact({ kind, id: idOf(p), ...fields });
}

/** A list block, or null when its list is empty: spec 2 §5 skips a list block without items. */
export function listBlock<T, B>(list: T[], build: (list: T[]) => B): B | null {
  return list.length ? build(list) : null;
}

/** A block of one list, the shape `listBlock` guards: kind `K`, the list under the key `L` holding `T`. */
export type ListBlock<K extends string, L extends string, T> = BlockBase & {
  readonly kind: K;
} & { readonly [key in L]: readonly T[] };

/**
 * A block of a title and one list, the shape `titledList` builds: kind `K`, the list under the key `L`
 * (`items`, `links`, ...) holding `T`.
 */
export type TitledListBlock<K extends string, L extends string, T> = ListBlock<K, L, T> & {
  readonly title?: string;
};

/**
 * A block of the paragraph's title, any further fields and one list (`{ items }`, `{ cards }`, ...),
 * in that order, or null when the list is empty (spec 2 §5). The list is passed before the fields so
 * it is mapped first, as the list decides whether there is a block at all.
 */
export function titledList<
  const K extends string,
  const L extends Record<string, unknown[]>,
  const F extends object = Record<never, never>,
>(
  p: ParagraphHead & { readonly field_title?: z.output<typeof textField> },
  kind: K,
  list: L,
  fields?: F,
): ({ readonly kind: K; readonly id?: string; readonly title?: string } & F & L) | null {
  if (Object.values(list).some((entries) => !entries.length)) return null;
  return block(p, kind, { title: plain(p.field_title), ...(fields as F), ...list });
}

/**
 * The `titledList` of a paragraph's `field_items`, each item mapped by `map` (an item it gives nothing
 * for is dropped), with any further fields; null when no item is left (spec 2 §5).
 */
export function titledItems<const K extends string, I, T, const F extends object = Record<never, never>>(
  p: ParagraphHead & {
    readonly field_title?: z.output<typeof textField>;
    readonly field_items?: readonly I[] | null;
  },
  kind: K,
  map: (item: I, index: number) => T | null | undefined,
  fields?: F,
): ({ readonly kind: K; readonly id?: string; readonly title?: string } & F & { items: T[] }) | null {
  return titledList(p, kind, { items: mapItems(p.field_items, map) }, fields);
}

/**
 * A block whose one required field `key` holds `value`, after any further fields, or null without a
 * value: spec 2 §5 skips a block without the content it is made for (a text, a file, an organisation).
 */
export function blockWith<
  const K extends string,
  const Key extends string,
  V,
  const F extends object = Record<never, never>,
>(
  p: ParagraphHead,
  kind: K,
  key: Key,
  value: V | null | undefined,
  fields?: F,
): ({ readonly kind: K; readonly id?: string } & F & { readonly [k in Key]: V }) | null {
  if (!value) return null;
  return block(p, kind, { ...(fields as F), [key]: value } as F & { readonly [k in Key]: V });
}

/** A block of one required field, the shape `blockWith` builds: kind `K` and `V` under the key `Key`. */
export type FieldBlock<K extends string, Key extends string, V> = BlockBase & {
  readonly kind: K;
} & { readonly [k in Key]: V };

/** A block of the paragraph's title and one media file under the key `Key`, the shape `titledFile` builds. */
export type TitledFileBlock<K extends string, Key extends string, M> = FieldBlock<K, Key, M> & {
  readonly title?: string;
};

/**
 * A media-file block (audio, a document): the paragraph's title and the file under `key`, or null
 * without a file (spec 2 §5 skips a media block without its media).
 */
export function titledFile<const K extends string, const Key extends string, M>(
  p: ParagraphHead & { readonly field_title?: z.output<typeof textField> },
  kind: K,
  key: Key,
  file: M | null | undefined,
) {
  return blockWith(p, kind, key, file, { title: plain(p.field_title) });
}

/** A part that must have a title: its kind, its title and the given fields, or null without a title. */
export function titledPart<const K extends string, const F extends object>(
  p: { readonly field_title?: z.output<typeof textField> },
  kind: K,
  fields: F,
): ({ readonly kind: K; readonly title: string } & F) | null {
  const partTitle = plain(p.field_title);
  return partTitle ? compact({ kind, title: partTitle, ...fields }) : null;
}

/** A block of the paragraph's title and the given fields, or null when the paragraph has no title. */
export function titledBlock<const K extends string, const F extends object>(
  p: ParagraphHead & { readonly field_title?: z.output<typeof textField> },
  kind: K,
  fields: F,
): ({ readonly kind: K; readonly id?: string; readonly title: string } & F) | null {
  const blockTitle = plain(p.field_title);
  return blockTitle ? block(p, kind, { title: blockTitle, ...fields }) : null;
}

/** Maps the items of a list field in order, dropping those the mapper gives nothing for. */
export function mapItems<I, T>(
  list: readonly I[] | null | undefined,
  map: (item: I, index: number) => T | null | undefined,
): T[] {
  return (list ?? []).flatMap((item, index) => {
    const mapped = map(item, index);
    return mapped == null ? [] : [mapped];
  });
}

/**
 * Maps the items of a list field that must have a title, in order: an item without one is dropped
 * (spec 2 §5). Each mapped item is its title followed by the fields `map` gives for it.
 */
export function mapTitledItems<
  I extends { readonly field_title?: z.output<typeof textField> },
  T extends object,
>(list: readonly I[] | null | undefined, map: (item: I) => T): ({ readonly title: string } & T)[] {
  return mapItems(list, (item) => {
    const itemTitle = plain(item.field_title);
    return itemTitle ? compact({ title: itemTitle, ...map(item) }) : null;
  });
}
