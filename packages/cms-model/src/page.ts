import type { Image } from '@dementie/api-client';
import {
  cmsNodeSchema,
  firstValue,
  mapCmsImage,
  nodeTitle,
  pathAlias,
  toIsoDate,
} from '@dementie/api-client';
import { breadcrumbLabel } from './breadcrumb';
import { campaignHeader } from './campaign-header';
import { bool, compact, firstLink, html, type MapContext, plain } from './fields';
import type { Link } from './link';
import type { BreadcrumbItem, PageHeader, ParentPage, SanitizedHtml } from './model';
import { type PageKind, pageKindFromBundle } from './page-kind';
import { type Block, mapParagraph, mapParagraphs } from './paragraphs';
import { defaultSanitizer, type Sanitizer } from './sanitize';

/** The mapped page of spec 2 §3.1. */
export interface Page {
  readonly kind: PageKind;
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly intro?: SanitizedHtml;
  readonly image?: Image;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
  readonly parentPage?: ParentPage;
  readonly sandColor: boolean;
  /** ISO 8601. */
  readonly publicationDate?: string;
  readonly metaTitle?: string;
  readonly metaDescription?: string;
  /** True when the editors keep the page out of search engines (Drupal metatag robots 'noindex'). */
  readonly noindex?: true;
  readonly hideFooter: boolean;
  readonly header: PageHeader;
  readonly blocks: readonly Block[];
}

/** Options of the mappers. */
export interface MapOptions {
  /** The HTML sanitiser. Default: {@link defaultSanitizer} (browser window, or one jsdom window on the server). */
  readonly sanitize?: Sanitizer;
  /** Hosts that are this site: links to them count as internal (spec 2 §3.2). */
  readonly ownHosts?: readonly string[];
}

/** A fresh mapping context: one per page, so expandable ids are unique per page (spec 2 §5). */
export function createMapContext(options: MapOptions = {}): MapContext {
  return {
    sanitize: options.sanitize ?? defaultSanitizer(),
    ownHosts: options.ownHosts ?? [],
    usedIds: new Set<string>(),
    expandableIndex: 0,
  };
}

/** The fixed breadcrumb levels of spec 2 §2.2. */
const SECTION_LEVELS: Partial<Record<PageKind, BreadcrumbItem>> = {
  news: { label: breadcrumbLabel('Nieuws'), url: '/nieuws', messageKey: 'breadcrumb.news' },
  ervaringsVerhalen: {
    label: breadcrumbLabel('Ervaringsverhalen'),
    url: '/ervaringen',
    messageKey: 'breadcrumb.stories',
  },
  organisaties: {
    label: breadcrumbLabel('Organisaties'),
    url: '/organisaties',
    messageKey: 'breadcrumb.organisations',
  },
};

/** The home level every trail starts with (spec 2 §2.4: 'Home'). */
export const HOME_BREADCRUMB: BreadcrumbItem = {
  label: breadcrumbLabel('Home'),
  url: '/',
  messageKey: 'common.home',
};

/**
 * The breadcrumb trail of a page (spec 2 §2.2, §2.3): Home, then the section level of news, stories
 * and organisations, or the parent page, then the page itself (no url: it is the current page).
 * Titles longer than 30 characters are cut, the full text kept for screen readers.
 */
export function breadcrumbTrail(kind: PageKind, title: string, parentPage?: ParentPage): BreadcrumbItem[] {
  if (kind === 'home') return [];
  const trail: BreadcrumbItem[] = [HOME_BREADCRUMB];
  const section = SECTION_LEVELS[kind];
  if (section) trail.push(section);
  else if (parentPage && parentPage.url !== '/')
    trail.push({ label: breadcrumbLabel(parentPage.label), url: parentPage.url });
  trail.push({ label: breadcrumbLabel(title) });
  return trail;
}

/**
 * The date a page's header shows (spec 2 §2.3: the header has a publication date). The home page is
 * the front door, not an article: a date there reads as 'not updated since', so it shows none
 * (decision 0080). The page model keeps the date (sitemap, meta); every other kind shows it.
 */
export function headerDate(kind: PageKind, publicationDate: string | undefined): string | undefined {
  return kind === 'home' ? undefined : publicationDate;
}

/**
 * Maps a CMS node to the page model (spec 2 §3.1). Throws `UnknownPageError` ('unknown page') for a
 * bundle that is not one of the seven page kinds, and a zod error for a node that breaks the contract.
 */
export function mapPage(wire: unknown, options: MapOptions = {}): Page {
  const node = cmsNodeSchema.parse(wire);
  const kind = pageKindFromBundle(node.type);
  const ctx = createMapContext(options);
  const title = nodeTitle(node);
  const url = pathAlias(node.path) ?? (kind === 'home' ? '/' : `/node/${node.id}`);
  const parent = node.field_parent_page?.[0];
  const parentPage: ParentPage | undefined = parent ? { label: parent.label, url: parent.url } : undefined;
  const image = mapCmsImage(node.field_header_image?.[0]);
  const publicationDate = toIsoDate(firstValue(node.field_publication_date));
  const intro = html(node.field_introduction, ctx) ?? html(node.field_description, ctx);
  const primaryLink = firstLink(node.field_primary_button, ctx, { showAsButton: true });
  const secondaryLink = firstLink(node.field_secondary_link, ctx) ?? firstLink(node.field_hyperlink, ctx);
  const subtitle = plain(node.field_subtitle);
  const paragraphs = node.field_page_content ?? node.field_content_page_content ?? [];
  const blocks = mapParagraphs(paragraphs, ctx);
  const campaign = campaignHeader(node, kind, ctx);
  const header: PageHeader = compact({
    breadcrumb: breadcrumbTrail(kind, title, parentPage),
    title,
    subtitle,
    intro,
    primaryLink,
    secondaryLink,
    image,
    publicationDate: headerDate(kind, publicationDate),
    campaign,
  });
  return compact({
    kind,
    id: String(node.id),
    url,
    title,
    subtitle,
    intro,
    image,
    primaryLink,
    secondaryLink,
    parentPage,
    sandColor: plain(node.field_color) === 'sand',
    publicationDate,
    metaTitle: node.metatag?.title ?? undefined,
    metaDescription: node.metatag?.description ?? undefined,
    noindex: /\bnoindex\b/i.test(node.metatag?.robots ?? '') ? (true as const) : undefined,
    hideFooter: bool(node.field_hide_footer),
    header,
    blocks,
  });
}

/** Maps the homepage answer: the first element is the homepage (spec 2 §7). */
export function mapHomepage(wire: readonly unknown[], options: MapOptions = {}): Page | undefined {
  const first = wire[0];
  return first === undefined ? undefined : mapPage(first, options);
}

/** Maps a list of paragraphs on their own (stories, tests, previews of a single block). */
export function mapBlocks(paragraphs: readonly unknown[], options: MapOptions = {}) {
  return mapParagraphs(paragraphs, createMapContext(options));
}

/** Maps one paragraph on its own; `null` when a skip rule applies (spec 2 §5). */
export function mapBlock(paragraph: unknown, options: MapOptions = {}) {
  return mapParagraph(paragraph, createMapContext(options));
}
