import type { Image } from '@dementie/api-client';
import type { BreadcrumbLabel } from './breadcrumb';
import type { Link } from './link';

/*
 * The page model of spec 2 §3: what the site and block-kit render. Everything here is already
 * parsed and sanitised: HTML strings passed through the sanitiser of `sanitize.ts` (spec 2 §5), so
 * renderers may insert them as they are.
 */

/** HTML that went through the CMS sanitiser (spec 2 §5). A plain string alias, documented by its name. */
export type SanitizedHtml = string;

export type { Image, ImageCrop, OverviewItem } from '@dementie/api-client';

/** The icon map of spec 2 §2.8. */
export const ICON_NAMES = ['article', 'people', 'hat', 'mic', 'conversation', 'video', 'checklist'] as const;
/** A name of the icon map (spec 2 §2.8). */
export type IconName = (typeof ICON_NAMES)[number];

/** Media widths of spec 2 §3.2 / §9; the default is 100. */
export type MediaWidth = 33 | 50 | 100 | 'fullscreen';

/** A video embed (spec 2 §3.2): the provider (youtube, vimeo, npo), its id and the iframe url. */
export interface VideoEmbed {
  readonly provider: string;
  readonly videoId: string;
  readonly iframeUrl: string;
  /** The media label, used as the iframe title. */
  readonly title: string;
}

/** A downloadable document (spec 2 §3.2): download label, description, file. */
export interface DocumentFile {
  readonly title: string;
  readonly downloadLabel: string;
  readonly description?: SanitizedHtml;
  readonly url: string;
  readonly fileName?: string;
  readonly mimeType?: string;
  /** Bytes. */
  readonly size?: number;
}

/** An audio file (podcast): file and info (spec 2 §3.2). */
export interface AudioFile {
  readonly title: string;
  readonly url: string;
  readonly mimeType?: string;
  readonly info?: SanitizedHtml;
}

/** An svg icon (spec 2 §3.2). An empty alt marks it decorative. */
export interface SvgImage {
  readonly url: string;
  readonly alt: string;
}

/** Any media, by type (spec 2 §3.2). */
export type Media =
  | { readonly type: 'image'; readonly image: Image }
  | { readonly type: 'video'; readonly video: VideoEmbed }
  | { readonly type: 'document'; readonly document: DocumentFile }
  | { readonly type: 'audio'; readonly audio: AudioFile }
  | { readonly type: 'svg'; readonly svg: SvgImage };

/** Image or video media (media items, spotlights, heroes). */
export type VisualMedia = Extract<Media, { type: 'image' | 'video' }>;

/** A media item (spec 2 §3.2): title, media (image or video), caption, width (default 100). */
export interface MediaItem {
  readonly title?: string;
  readonly media: VisualMedia;
  readonly caption?: SanitizedHtml;
  readonly mediaWidth: MediaWidth;
}

/** A card or agenda item (spec 2 §3.6). Dates are ISO 8601. */
export interface Card {
  readonly title: string;
  readonly text?: SanitizedHtml;
  readonly image?: Image;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly icon?: IconName;
  readonly labels: readonly string[];
  readonly location?: string;
  readonly button?: Link;
}

/** A colour name from the CMS (e.g. 'brand', 'sand', 'blue'); themes decide what it looks like. */
export type BlockColor = string;

// ------------------------------------------------------------------------------------ the page

/** One breadcrumb level (spec 2 §2.2, §2.3). The last level is the current page and has no url. */
export interface BreadcrumbItem {
  readonly label: BreadcrumbLabel;
  readonly url?: string;
  /** The catalogue key of a fixed level ('common.home', 'breadcrumb.news', ...), so a brand can reword it. */
  readonly messageKey?: 'common.home' | 'breadcrumb.news' | 'breadcrumb.stories' | 'breadcrumb.organisations';
}

/** The crops a campaign special's image comes in (spec 2 §2.3). */
export type CampaignCrop = 'portrait' | 'landscape' | 'square';

/**
 * Campaign header styles (spec 2 §2.3): thematic (a band in the brand colour), full size with media
 * (a wide picture across the page), or a campaign special's picture in the crop the CMS chose. An
 * image is narrowed to the crops of one shape, so its width and height are those of the crop drawn.
 * A video has no picture of its own: `poster` is the page's header image, shown in its place.
 */
export type CampaignHeader =
  | { readonly style: 'thematic'; readonly color: 'brand' }
  | { readonly style: 'fullSize'; readonly media: VisualMedia; readonly poster?: Image }
  | {
      readonly style: 'special';
      readonly crop: CampaignCrop;
      readonly media: VisualMedia;
      readonly poster?: Image;
    };

/** The page header (spec 2 §2.3). */
export interface PageHeader {
  readonly breadcrumb: readonly BreadcrumbItem[];
  readonly title: string;
  readonly subtitle?: string;
  readonly intro?: SanitizedHtml;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
  readonly image?: Image;
  readonly publicationDate?: string;
  readonly campaign?: CampaignHeader;
}

/** A parent page reference (spec 2 §3.1). */
export interface ParentPage {
  readonly label: string;
  readonly url: string;
}
