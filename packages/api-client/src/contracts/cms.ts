import { z } from 'zod/mini';
import { defineCall, type Image, type ImageCrop, publicJsonGet } from './common.js';

/*
 * CMS wire shapes (spec 2 §3, §7): Drupal entities as the product's own API delivers them.
 * Field values are Drupal field lists (`field_x: [{ value }]`), nullable and possibly empty.
 * Nodes and overview items are typed on the fields the spec names and let unknown fields through;
 * paragraphs are typed only by their bundle because cms-model parses each one on its own
 * (one odd block must never blank a page, STYLE "Boundaries").
 */

/** A Drupal entity id: a number, or a string such as a uuid. */
export const cmsIdSchema = z.union([z.number().check(z.int()), z.string().check(z.minLength(1))]);

/** A Drupal field list of items: absent, null or empty all mean "no value". */
export function fieldList<T extends z.ZodMiniType>(item: T) {
  return z.nullish(z.array(item));
}

/** A field item holding `{ value }`. */
export function valueItem<T extends z.ZodMiniType>(value: T) {
  return z.looseObject({ value });
}

/** A text field: `[{ value, format?, processed? }]`. */
export const cmsTextFieldSchema = fieldList(
  z.looseObject({ value: z.string(), format: z.nullish(z.string()), processed: z.nullish(z.string()) }),
);

/** A boolean field; Drupal sends `true`/`false`, `1`/`0` or `"1"`/`"0"`. */
export const cmsBooleanFieldSchema = fieldList(
  valueItem(z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])),
);

/** A date field: an ISO string, or a number (or digits) meaning a unix timestamp (spec 2 §3.4). */
export const cmsDateFieldSchema = fieldList(valueItem(z.union([z.string(), z.number()])));

/** A link field item: Drupal's `uri` (`internal:/x`, `entity:node/1`, `https://...`) and/or a resolved `url`. */
export const cmsLinkItemSchema = z
  .looseObject({
    uri: z.nullish(z.string()),
    url: z.nullish(z.string()),
    title: z.nullish(z.string()),
    options: z.nullish(z.record(z.string(), z.unknown())),
  })
  .check(z.refine((link) => Boolean(link.url ?? link.uri), { message: 'A link needs a url or uri' }));

/** A link field: `[{ uri?, url?, title? }]`. */
export const cmsLinkFieldSchema = fieldList(cmsLinkItemSchema);

/** An entity reference to a page: id, label, url (spec 2 §3.1 field_parent_page). */
export const cmsPageReferenceSchema = z.looseObject({
  id: cmsIdSchema,
  label: z.string(),
  url: z.string(),
});

/** A reference list of ids (field_thesaurus, field_thesaurus_all). */
export const cmsIdListFieldSchema = fieldList(z.looseObject({ target_id: cmsIdSchema }));

/** One file: served from /drupal/media{path} (spec 2 §7). */
export const cmsFileSchema = z.looseObject({
  url: z.string(),
  filename: z.nullish(z.string()),
  filemime: z.nullish(z.string()),
  filesize: z.nullish(z.number()),
});

/** One image style (crop) of an image: url, width, optional height (spec 2 §3.2, §9). */
export const cmsImageStyleSchema = z.looseObject({
  url: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.nullish(z.number().check(z.int(), z.positive())),
});

/** The `field_image` item: alt, url and style urls keyed by style name (spec 2 §3.2). */
export const cmsImageItemSchema = z.looseObject({
  alt: z.nullish(z.string()),
  title: z.nullish(z.string()),
  url: z.string(),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  style_urls: z.nullish(z.record(z.string(), cmsImageStyleSchema)),
});

const mediaBase = {
  id: z.nullish(cmsIdSchema),
  label: z.nullish(z.string()),
  langcode: z.nullish(z.string()),
};

/** Media bundle `image`. An empty field_image is allowed: the block is skipped later (spec 2 §5). */
export const cmsImageMediaSchema = z.looseObject({
  ...mediaBase,
  type: z.literal('image'),
  field_image: fieldList(cmsImageItemSchema),
});

/** The embed of a video: provider type (youtube, vimeo, npo), provider id, iframe url (spec 2 §3.2). */
export const cmsVideoEmbedSchema = z.looseObject({
  type: z.string(),
  id: z.string(),
  iframe_url: z.string(),
});

/** Media bundle `video`. */
export const cmsVideoMediaSchema = z.looseObject({
  ...mediaBase,
  type: z.literal('video'),
  field_media_video_embed_field: fieldList(cmsVideoEmbedSchema),
});

/** Media bundle `audio` (podcast): file and info. */
export const cmsAudioMediaSchema = z.looseObject({
  ...mediaBase,
  type: z.literal('audio'),
  field_media_audio_file: fieldList(cmsFileSchema),
  field_info: cmsTextFieldSchema,
});

/** Media bundle `document`: download label, description, file. */
export const cmsDocumentMediaSchema = z.looseObject({
  ...mediaBase,
  type: z.literal('document'),
  field_download_label: cmsTextFieldSchema,
  field_description: cmsTextFieldSchema,
  field_media_document: fieldList(cmsFileSchema),
});

/** Media bundle `svg` (icons of features and expandables). */
export const cmsSvgMediaSchema = z.looseObject({
  ...mediaBase,
  type: z.literal('svg'),
  field_media_svg: fieldList(z.looseObject({ url: z.string(), alt: z.nullish(z.string()) })),
});

/** Any media entity, by bundle. */
export const cmsMediaSchema = z.discriminatedUnion('type', [
  cmsImageMediaSchema,
  cmsVideoMediaSchema,
  cmsAudioMediaSchema,
  cmsDocumentMediaSchema,
  cmsSvgMediaSchema,
]);

/** A media reference field. */
export const cmsMediaFieldSchema = fieldList(cmsMediaSchema);

/**
 * A paragraph at the contract level: its bundle in `type` and any fields.
 * cms-model parses each bundle's fields on its own with `safeParse`.
 */
export const cmsParagraphSchema = z.looseObject({
  type: z.string().check(z.minLength(1)),
  id: z.nullish(cmsIdSchema),
});

/** A paragraph list field (field_page_content, field_content_page_content, field_single_paragraph). */
export const cmsParagraphFieldSchema = fieldList(cmsParagraphSchema);

/** The node bundles of spec 2 §2.2; any other bundle is 'unknown page' in cms-model. */
export const CMS_PAGE_BUNDLES = [
  'homepage',
  'content_page',
  'news',
  'ervaringsverhalen',
  'organizatie',
  'campaign',
  'campaign_special',
] as const;

/** A node bundle the spec names. */
export type CmsPageBundle = (typeof CMS_PAGE_BUNDLES)[number];

/** Paragraph bundles named in spec 2 §3.3 (cms-model may know more, e.g. design-kit blocks). */
export const CMS_PARAGRAPH_BUNDLES = [
  'breaker',
  'call_to_action',
  'centralised_building_block',
  'counter_block',
  'cta',
  'spotlight',
  'end_cta',
  'e_learning_call_to_action',
  'expandable',
  'external_link',
  'file',
  'follow_on',
  'features',
  'frame',
  'grid_with_image',
  'home_grid_image',
  'home_link_grid',
  'homepage_last_news',
  'image',
  'link_list',
  'link_with_image',
  'media_block',
  'media_gallery',
  'mini_grid',
  'quote',
  'related_news',
  'related_organization',
  'related_stories',
  'spotler_form',
  'text_image',
  'text_split_columns',
  'text_two_coulmns',
  'text_with_title',
  'trainings_overview',
  'video',
  'visual_explanation_training',
  'conversation',
  'group',
  'library',
  'community',
] as const;

/** A node's path: `{ alias }` (spec 2 §3.1). */
export const cmsPathSchema = z.looseObject({
  alias: z.nullish(z.string()),
  pid: z.nullish(cmsIdSchema),
  langcode: z.nullish(z.string()),
});

/** A CMS node (page), spec 2 §3.1. `label` is the title; Drupal's `title` is accepted as well. */
export const cmsNodeSchema = z
  .looseObject({
    id: cmsIdSchema,
    /** The bundle (spec 2 §2.2). Kept a plain string so an unknown bundle reaches cms-model's error. */
    type: z.string().check(z.minLength(1)),
    label: z.nullish(z.string()),
    title: z.nullish(z.string()),
    status: z.nullish(z.union([z.boolean(), z.number()])),
    langcode: z.nullish(z.string()),
    author: z.nullish(z.looseObject({ id: z.nullish(cmsIdSchema), label: z.nullish(z.string()) })),
    created: z.nullish(z.union([z.string(), z.number()])),
    changed: z.nullish(z.union([z.string(), z.number()])),
    promote: z.nullish(z.boolean()),
    sticky: z.nullish(z.boolean()),
    moderation_state: z.nullish(z.string()),
    // robots: Drupal metatag's robots value ('noindex, follow' keeps the page out of search engines).
    metatag: z.nullish(
      z.looseObject({
        title: z.nullish(z.string()),
        description: z.nullish(z.string()),
        robots: z.nullish(z.string()),
      }),
    ),
    path: z.nullish(cmsPathSchema),
    revision_id: z.nullish(cmsIdSchema),
    revision_created: z.nullish(z.union([z.string(), z.number()])),
    revision_log: z.nullish(z.string()),
    field_hide_footer: cmsBooleanFieldSchema,
    field_introduction: cmsTextFieldSchema,
    field_header_image: cmsMediaFieldSchema,
    field_parent_page: fieldList(cmsPageReferenceSchema),
    field_publication_date: cmsDateFieldSchema,
    field_expire_date: cmsDateFieldSchema,
    field_thesaurus: cmsIdListFieldSchema,
    field_thesaurus_all: cmsIdListFieldSchema,
    field_page_content: cmsParagraphFieldSchema,
    field_content_page_content: cmsParagraphFieldSchema,
    field_primary_button: cmsLinkFieldSchema,
    field_secondary_link: cmsLinkFieldSchema,
    /** 'sand' gives the sand background (spec 2 §3.1). */
    field_color: fieldList(valueItem(z.string())),
    field_subtitle: cmsTextFieldSchema,
    /** Campaign header (spec 2 §3.1). */
    field_single_paragraph: cmsParagraphFieldSchema,
    // Weblocation fields (spec 2 §3.1).
    field_description: cmsTextFieldSchema,
    field_hyperlink: cmsLinkFieldSchema,
  })
  .check(z.refine((node) => Boolean(node.label ?? node.title), { message: 'A node needs a label or title' }));

/** Wire type of a CMS node. */
export type CmsNodeWire = z.output<typeof cmsNodeSchema>;
/** Wire type of a CMS paragraph. */
export type CmsParagraphWire = z.output<typeof cmsParagraphSchema>;
/** Wire type of any CMS media. */
export type CmsMediaWire = z.output<typeof cmsMediaSchema>;
/** Wire type of an image media. */
export type CmsImageMediaWire = z.output<typeof cmsImageMediaSchema>;
/** Wire type of a link field item. */
export type CmsLinkItemWire = z.output<typeof cmsLinkItemSchema>;

/** One item of an overview view (spec 2 §3.4). `path` is a string or `{ alias }`. */
export const cmsOverviewItemSchema = z.looseObject({
  id: z.nullish(cmsIdSchema),
  type: z.nullish(z.string()),
  label: z.string(),
  path: z.union([z.string(), cmsPathSchema]),
  field_publication_date: cmsDateFieldSchema,
  field_introduction: cmsTextFieldSchema,
  field_header_image: cmsMediaFieldSchema,
});

/** Drupal's views pager; `total_items` may arrive as digits. */
export const cmsPagerSchema = z.looseObject({
  current_page: z.nullish(z.union([z.number(), z.string()])),
  total_items: z.union([z.number().check(z.int(), z.nonnegative()), z.string().check(z.regex(/^\d+$/))]),
  total_pages: z.nullish(z.union([z.number(), z.string()])),
  items_per_page: z.nullish(z.union([z.number(), z.string()])),
});

/** An overview answer: items and pager (spec 2 §7). */
export const cmsOverviewResponseSchema = z.looseObject({
  items: z.array(cmsOverviewItemSchema),
  pager: cmsPagerSchema,
});

/** Wire type of an overview answer. */
export type CmsOverviewWire = z.output<typeof cmsOverviewResponseSchema>;
/** Wire type of one overview item. */
export type CmsOverviewItemWire = z.output<typeof cmsOverviewItemSchema>;

/** Overview page size (spec 2 §3.4, §9). */
export const OVERVIEW_PAGE_SIZE = 10;

/** Overview query: `status=0` and an optional zero-based `page` (spec 2 §9: page requested is page minus 1). */
export const cmsOverviewQuerySchema = z.object({
  status: z.pipe(z.coerce.number(), z.literal(0)),
  page: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

/** Path parameter of the page-by-alias call: the alias, starting with '/'. */
export const cmsPageParamsSchema = z.object({ path: z.string().check(z.startsWith('/')) });

/**
 * Project choice (decision 0013): the preview answer carries this field, true when the revision is the
 * one visitors see now, so the preview can say "online" or "not (or no longer) online".
 */
export const PREVIEW_LIVE_FIELD = 'preview_live';

/** Whether a preview answer is the live revision (false when the field is missing). */
export function previewIsLive(node: object): boolean {
  return (node as Record<string, unknown>)[PREVIEW_LIVE_FIELD] === true;
}

// Project choice: the spec does not name the preview's three path parts; they are the route's
// entity type, entity id and revision id (/preview/:entityType/:entityId/:revisionId, spec 1 §2).
/** Path parameters of the preview call. */
export const cmsPreviewParamsSchema = z.object({
  entityType: z.string().check(z.minLength(1)),
  entityId: z.string().check(z.minLength(1)),
  revisionId: z.string().check(z.minLength(1)),
});

/** Query of node-path: `path=node/N` or `/node/N`. */
export const cmsNodePathQuerySchema = z.object({ path: z.string().check(z.minLength(1)) });

/** Answer of node-path: the alias in `path`; may be missing (spec 3 §7). */
export const cmsNodePathResponseSchema = z.looseObject({ path: z.nullish(z.string()) });

/** The homepage answer: a list whose first element is the homepage (spec 2 §7). */
export const cmsHomepageResponseSchema = z.array(cmsNodeSchema);

/** Overview kinds (spec 2 §2.4). */
export type OverviewKind = 'news' | 'organisations' | 'stories';

/** Domain: one overview card (spec 2 §3.4). */
export interface OverviewItem {
  readonly id?: string;
  readonly path: string;
  readonly label: string;
  readonly introduction: string;
  /** ISO 8601; a numeric wire value is a unix timestamp in seconds. */
  readonly publicationDate?: string;
  readonly headerImage?: Image;
}

/** Domain: pagination (spec 2 §3.4); `currentPage` starts at 1. */
export interface Pagination {
  readonly currentPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

/** Domain: one page of an overview. */
export interface OverviewPage {
  readonly items: readonly OverviewItem[];
  readonly pagination: Pagination;
}

/** Total pages for a total item count: the total divided by 10, rounded up (spec 1 §9, spec 2 §3.4). */
export function totalPages(totalItems: number, pageSize: number = OVERVIEW_PAGE_SIZE): number {
  return Math.ceil(totalItems / pageSize);
}

/** The first value of a field list, if any. */
export function firstValue<T>(field: readonly { readonly value: T }[] | null | undefined): T | undefined {
  return field?.[0]?.value;
}

/**
 * Converts a Drupal date value to ISO 8601: a number or a string of digits is a unix timestamp
 * in seconds (spec 2 §3.4); another string is parsed as a date. Unparsable values give undefined.
 */
export function toIsoDate(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    typeof value === 'number' || /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The node's title: `label`, else Drupal's `title`. */
export function nodeTitle(node: Pick<CmsNodeWire, 'label' | 'title'>): string {
  return node.label ?? node.title ?? '';
}

/** The alias of a path value (`'/x'` or `{ alias: '/x' }`), if any. */
export function pathAlias(
  path: string | z.output<typeof cmsPathSchema> | null | undefined,
): string | undefined {
  if (path === null || path === undefined) return undefined;
  return typeof path === 'string' ? path : (path.alias ?? undefined);
}

/**
 * Maps an image media to the domain image; its style urls become crops sorted by width
 * (spec 2 §3.2). Gives undefined for media without an image (spec 2 §5: the block is skipped).
 */
export function mapCmsImage(media: CmsMediaWire | null | undefined): Image | undefined {
  if (media?.type !== 'image') return undefined;
  const item = media.field_image?.[0];
  if (!item) return undefined;
  const crops: ImageCrop[] = Object.values(item.style_urls ?? {})
    .map((style) => ({
      url: style.url,
      width: style.width,
      ...(style.height ? { height: style.height } : {}),
    }))
    .sort((a, b) => a.width - b.width);
  return {
    url: item.url,
    alt: item.alt ?? '',
    ...(item.title ? { title: item.title } : {}),
    crops,
    ...(item.width == null ? {} : { width: item.width }),
    ...(item.height == null ? {} : { height: item.height }),
  };
}

/** Maps one overview item (spec 2 §3.4). */
export function mapOverviewItem(item: CmsOverviewItemWire): OverviewItem {
  const publicationDate = toIsoDate(firstValue(item.field_publication_date));
  const headerImage = mapCmsImage(item.field_header_image?.[0]);
  return {
    ...(item.id == null ? {} : { id: String(item.id) }),
    path: pathAlias(item.path) ?? '/',
    label: item.label,
    introduction: firstValue(item.field_introduction) ?? '',
    ...(publicationDate ? { publicationDate } : {}),
    ...(headerImage ? { headerImage } : {}),
  };
}

/** Maps an overview answer; `currentPage` is the one-based page that was asked for. */
export function mapOverviewPage(wire: CmsOverviewWire, currentPage: number): OverviewPage {
  const totalItems = Number(wire.pager.total_items);
  return {
    items: wire.items.map(mapOverviewItem),
    pagination: { currentPage, totalItems, totalPages: totalPages(totalItems) },
  };
}

/** node-path: the alias, '/' when the field is missing (spec 3 §7). */
export function mapNodePath(wire: z.output<typeof cmsNodePathResponseSchema>): string {
  return wire.path || '/';
}

const overviewCall = (path: string, credentials: boolean) =>
  defineCall({
    spec: 'spec 2 §7',
    method: 'GET',
    path,
    params: undefined,
    querystring: cmsOverviewQuerySchema,
    body: undefined,
    bodyType: 'none',
    response: cmsOverviewResponseSchema,
    responseType: 'json',
    credentials,
    antiForgery: false,
    retry: 'none',
    projectChoice: undefined,
  });

/** The CMS calls (spec 2 §7, spec 3 §7 node-path). */
export const cmsCalls = {
  homepage: defineCall({
    ...publicJsonGet,
    spec: 'spec 2 §7',
    path: '/api/drupal/api/homepage',
    params: undefined,
    querystring: undefined,
    response: cmsHomepageResponseSchema,
  }),
  page: defineCall({
    ...publicJsonGet,
    spec: 'spec 2 §7',
    path: '/api/drupal{+path}',
    params: cmsPageParamsSchema,
    querystring: undefined,
    response: cmsNodeSchema,
  }),
  preview: defineCall({
    spec: 'spec 2 §7',
    method: 'GET',
    path: '/api/drupal/api/preview/{entityType}/{entityId}/{revisionId}',
    params: cmsPreviewParamsSchema,
    querystring: undefined,
    body: undefined,
    bodyType: 'none',
    response: cmsNodeSchema,
    responseType: 'json',
    // Only a signed-in editor may read a preview (decision 0013), so the session cookie must travel.
    credentials: true,
    antiForgery: false,
    retry: 'none',
    projectChoice: 'Path parts are entityType, entityId, revisionId; editors only (session cookie).',
  }),
  // spec 2 §7 marks the news overview "credentials included"; the other two are not marked.
  newsOverview: overviewCall('/api/drupal/news-overview', true),
  organisationOverview: overviewCall('/api/drupal/organizatie-overview', false),
  storyOverview: overviewCall('/api/drupal/ervaringsverhalen-overview', false),
  nodePath: defineCall({
    ...publicJsonGet,
    spec: 'spec 3 §7',
    path: '/api/drupal/api/node-path',
    params: undefined,
    querystring: cmsNodePathQuerySchema,
    response: cmsNodePathResponseSchema,
  }),
} as const;
