import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS_PAGE_BUNDLES, MENU_NAMES } from '@dementie/api-client';
import { brandIds } from '@dementie/i18n-catalogues';
import { z } from 'zod';

/*
 * The authoring format of the demo content under apps/api/content/ (see content/README.md).
 * Files are compact JSON; the loader turns them into the Drupal wire shapes of @dementie/api-client.
 * Everything is checked with zod first, so a typo in a content file stops the load with a clear
 * message instead of producing a page that cms-model cannot read.
 */

/** The content folder of the repository (apps/api/content). */
export const defaultContentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../content',
);

const brandSchema = z.enum(brandIds);
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date');
const linkSchema = z.object({ url: z.string().min(1), title: z.string().min(1) });

/** A media entry of content/media.json (spec 2 §3.2). Files are relative to content/media/. */
export const mediaEntrySchema = z.discriminatedUnion('bundle', [
  z.object({
    key: z.string(),
    bundle: z.literal('image'),
    label: z.string(),
    alt: z.string(),
    title: z.string().optional(),
    file: z.string().regex(/^images\/[a-z0-9-]+\.svg$/),
    /** The drawing's own size when it is not the usual 16:9 (a book cover, a logo). */
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  }),
  z.object({
    key: z.string(),
    bundle: z.literal('video'),
    label: z.string(),
    provider: z.enum(['youtube', 'vimeo', 'npo']),
    videoId: z.string(),
  }),
  z.object({
    key: z.string(),
    bundle: z.literal('document'),
    label: z.string(),
    downloadLabel: z.string(),
    description: z.string(),
    file: z.string(),
  }),
  z.object({
    key: z.string(),
    bundle: z.literal('audio'),
    label: z.string(),
    info: z.string(),
    file: z.string(),
  }),
  z.object({
    key: z.string(),
    bundle: z.literal('svg'),
    label: z.string(),
    alt: z.string(),
    file: z.string(),
  }),
]);
export type MediaEntry = z.output<typeof mediaEntrySchema>;

/**
 * A paragraph in authoring form: `type` plus fields. Field values are written short and expanded
 * by `expandParagraph` into Drupal field lists.
 */
export const paragraphEntrySchema = z.looseObject({ type: z.string().min(1) });
export type ParagraphEntry = z.output<typeof paragraphEntrySchema>;

/**
 * A reference to the wire fixtures of @dementie/cms-model, used verbatim (STYLE: one fixtures file
 * per block feeds the stories, the tests and the demo content): `{ "$fixture": "breaker" }` is one
 * bundle's fixture or a named variant, `{ "$fixtures": "all" }` every bundle's fixture in order and
 * `{ "$fixtures": "variants" }` every variant.
 */
export const fixtureReferenceSchema = z.union([
  z.object({ $fixture: z.string().min(1) }),
  z.object({ $fixtures: z.enum(['all', 'variants']) }),
]);
export type FixtureReference = z.output<typeof fixtureReferenceSchema>;

/** An entry of a page's paragraph list: authored, or fixtures of cms-model. */
export const pageParagraphSchema = z.union([fixtureReferenceSchema, paragraphEntrySchema]);
export type PageParagraph = z.output<typeof pageParagraphSchema>;

const nodeVersionFields = {
  title: z.string().min(1),
  introduction: z.string().optional(),
  subtitle: z.string().optional(),
  paragraphs: z.array(pageParagraphSchema).optional(),
};

/** One node (page) of content/pages/*.json (spec 2 §3.1). */
export const nodeEntrySchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  bundle: z.enum(CMS_PAGE_BUNDLES),
  /** The brand sites that show it; all three when absent. */
  brands: z.array(brandSchema).min(1).optional(),
  alias: z.string().regex(/^\/[a-z0-9/-]*$/),
  ...nodeVersionFields,
  status: z.boolean().default(true),
  headerImage: z.string().optional(),
  parent: z.string().optional(),
  publicationDate: isoDate.optional(),
  expireDate: isoDate.optional(),
  hideFooter: z.boolean().optional(),
  color: z.string().optional(),
  primaryButton: linkSchema.optional(),
  secondaryLink: linkSchema.optional(),
  metaTitle: z.string().optional(),
  description: z.string().optional(),
  hyperlink: linkSchema.optional(),
  thesaurus: z.array(z.number().int()).optional(),
  /** The campaign header (field_single_paragraph, spec 2 §3.1). */
  header: paragraphEntrySchema.optional(),
  created: isoDate.optional(),
  /** Leave the page out of the search index (the kitchen-sink pages). */
  noindex: z.boolean().optional(),
  /** Earlier revisions, oldest first; the entry itself is the current one. */
  history: z.array(z.object({ ...nodeVersionFields, log: z.string(), created: isoDate })).optional(),
  /** A newer, unpublished revision: only an editor sees it, as a preview. */
  draft: z.object({ ...nodeVersionFields, log: z.string(), created: isoDate }).optional(),
});
export type NodeEntry = z.output<typeof nodeEntrySchema>;

/** A menu link of content/menus.json (spec 1 §3 menu item). */
export interface MenuEntry {
  title: string;
  url: string;
  weight: number;
  below?: MenuEntry[] | undefined;
}
const menuEntrySchema: z.ZodType<MenuEntry> = z.object({
  title: z.string().min(1),
  url: z.string().min(1),
  weight: z.number().int(),
  get below() {
    return z.array(menuEntrySchema).optional();
  },
});

/** content/menus.json: per brand, per menu name. */
export const menusFileSchema = z.record(brandSchema, z.record(z.enum(MENU_NAMES), z.array(menuEntrySchema)));

/** A compact bulk item (news, organisations, stories): generated into full nodes by bulk.ts. */
export const bulkItemSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  body: z.array(z.string().min(1)).min(1),
  date: isoDate,
  image: z.string().optional(),
  /** Stories: the person speaking; organisations: the place. */
  who: z.string().optional(),
  quote: z.string().optional(),
  /** Who says the quote; `who` when absent (organisations: `who` is the place, so name a person). */
  quoteAuthor: z.string().optional(),
  /** Organisations: their own website. */
  website: z.string().optional(),
  brands: z.array(brandSchema).min(1).optional(),
});
export type BulkItem = z.output<typeof bulkItemSchema>;

export const bulkFileSchema = z.object({ items: z.array(bulkItemSchema) });

/** Everything in a content folder, checked. */
export interface ContentSet {
  dir: string;
  media: MediaEntry[];
  nodes: NodeEntry[];
  menus: z.output<typeof menusFileSchema>;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`content file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Parses a file with a schema, naming the file and the path of the first issue when it fails. */
export function parseContentFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const result = schema.safeParse(readJson(file));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`content file ${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/** Lists the JSON files of a folder, sorted (missing folder: none). */
export function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}
