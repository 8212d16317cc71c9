import type { Image, OverviewItem } from '@dementie/api-client';
import type { BreadcrumbLabel } from './breadcrumb';
import type { Link } from './link';
import type { PageKind } from './page-kind';

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

// ------------------------------------------------------------------------------ blocks of §3.3

interface BlockBase {
  /** The paragraph id when the CMS sent one (a stable React key and anchor). */
  readonly id?: string;
}

/** breaker: design small/medium/large, title, intro, icons, primary link, media. */
export interface BreakerBlock extends BlockBase {
  readonly kind: 'breaker';
  readonly design: 'small' | 'medium' | 'large';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly icons: readonly SvgImage[];
  readonly primaryLink?: Link;
  readonly media?: VisualMedia;
}

/** call_to_action: title, intro, colour, internal link with its label, external link, second link type. */
export interface CallToActionBlock extends BlockBase {
  readonly kind: 'callToAction';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
  /** How the second link looks: a button or a plain link. */
  readonly secondLinkType: 'button' | 'link';
}

/** centralised_building_block: one paragraph, centred. */
export interface CentralisedBlock extends BlockBase {
  readonly kind: 'centralisedBlock';
  readonly block: Block;
}

/** counter_block: shows the server's total (spec 2 §4, §9). */
export interface CounterBlock extends BlockBase {
  readonly kind: 'counter';
  readonly color?: BlockColor;
  readonly title?: string;
  /** Text after the number, e.g. 'mensen volgden een training'. */
  readonly label?: string;
}

/** A spotlight of a cta block. */
export interface SpotlightItem {
  readonly kind: 'spotlight';
  readonly title: string;
  readonly body?: SanitizedHtml;
  readonly fullWidth: boolean;
  readonly media?: VisualMedia;
  readonly primaryLink?: Link;
}

/** An end cta of a cta block; `confetti` fires the widgets' confetti. */
export interface EndCtaItem {
  readonly kind: 'endCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly confetti: boolean;
  readonly color?: BlockColor;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
}

/** cta: a list of spotlights and end ctas. */
export interface CtaBlock extends BlockBase {
  readonly kind: 'cta';
  readonly items: readonly (SpotlightItem | EndCtaItem)[];
}

/** One answer of the e-learning CTA question design. */
export interface ELearningCtaAnswer {
  readonly answer: string;
  readonly feedback: SanitizedHtml;
}

/** e_learning_call_to_action: the question design or the start-training design. */
export interface ELearningCtaBlock extends BlockBase {
  readonly kind: 'eLearningCta';
  readonly design: 'question' | 'startTraining';
  /** Rich title. */
  readonly title: SanitizedHtml;
  readonly body?: SanitizedHtml;
  readonly answers: readonly ELearningCtaAnswer[];
  readonly media?: VisualMedia;
  readonly fallbackMedia?: VisualMedia;
  readonly linkTitle: string;
  readonly trainingId?: number;
}

/** One panel of an expandable. `id` is the slug of its title or 'expandable-' plus its index (spec 2 §5). */
export interface ExpandableItem {
  readonly id: string;
  readonly label?: string;
  readonly title: string;
  readonly text?: SanitizedHtml;
  readonly blocks: readonly Block[];
}

/** expandable: title, intro, external link, items. */
export interface ExpandableBlock extends BlockBase {
  readonly kind: 'expandable';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly externalLink?: Link;
  readonly items: readonly ExpandableItem[];
}

/** external_link: skipped without a link (spec 2 §5). */
export interface ExternalLinkBlock extends BlockBase {
  readonly kind: 'externalLink';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly link: Link;
  readonly image?: Image;
}

/** internal_link (our bundle name): a link to a page of this site. */
export interface InternalLinkBlock extends BlockBase {
  readonly kind: 'internalLink';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly link: Link;
  readonly image?: Image;
}

/** file: a document; skipped without a file (spec 2 §5). */
export interface FileBlock extends BlockBase {
  readonly kind: 'file';
  readonly title?: string;
  readonly document: DocumentFile;
}

/** audio (our bundle name): a podcast; skipped without media (spec 2 §5). */
export interface AudioBlock extends BlockBase {
  readonly kind: 'audio';
  readonly title?: string;
  readonly audio: AudioFile;
}

/** follow_on: what to do next. */
export interface FollowOnBlock extends BlockBase {
  readonly kind: 'followOn';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly links: readonly Link[];
}

/** One feature: title, description, svg media, link. */
export interface FeatureItem {
  readonly title: string;
  readonly description?: SanitizedHtml;
  readonly icon?: SvgImage;
  readonly link?: Link;
}

/** features: title, description, confetti variant, items. */
export interface FeaturesBlock extends BlockBase {
  readonly kind: 'features';
  readonly title?: string;
  readonly description?: SanitizedHtml;
  /** A confetti-shaped decoration variant (visual only); undefined for none. */
  readonly confettiVariant?: string;
  readonly items: readonly FeatureItem[];
}

/** frame (kader): title, body, media. */
export interface FrameBlock extends BlockBase {
  readonly kind: 'frame';
  readonly title?: string;
  readonly body?: SanitizedHtml;
  readonly media?: VisualMedia;
}

/** One tile of a grid with image. */
export interface GridItem {
  readonly title: string;
  readonly label?: string;
  readonly body?: SanitizedHtml;
  readonly image?: Image;
  readonly link?: Link;
}

/** grid_with_image: title, body, colour, internal link, items. */
export interface GridWithImageBlock extends BlockBase {
  readonly kind: 'gridWithImage';
  readonly title?: string;
  readonly body?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly link?: Link;
  readonly items: readonly GridItem[];
}

/** home_grid_image: the image tiles of the home page. */
export interface HomeGridImageBlock extends BlockBase {
  readonly kind: 'homeGridImage';
  readonly title?: string;
  readonly items: readonly GridItem[];
}

/** home_link_grid: label and links. */
export interface HomeLinkGridBlock extends BlockBase {
  readonly kind: 'homeLinkGrid';
  readonly label?: string;
  readonly links: readonly Link[];
}

/** html (our bundle name, and the fallback for an unknown bundle, spec 2 §2.5). */
export interface HtmlBlock extends BlockBase {
  readonly kind: 'html';
  readonly html: SanitizedHtml;
  /** Set when this block stands in for a paragraph bundle without a transformer (spec 2 §2.5). */
  readonly unknownBundle?: string;
}

/** introduction (our bundle name): the lead text of a page. */
export interface IntroductionBlock extends BlockBase {
  readonly kind: 'introduction';
  readonly text: SanitizedHtml;
}

/** image: skipped without media or image (spec 2 §5). */
export interface ImageBlock extends BlockBase {
  readonly kind: 'image';
  readonly image: Image;
  readonly caption?: SanitizedHtml;
  readonly mediaWidth: MediaWidth;
}

/** link_list: title, intro, colour, items. */
export interface LinkListBlock extends BlockBase {
  readonly kind: 'linkList';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly links: readonly Link[];
}

/** link_with_image. */
export interface LinkWithImageBlock extends BlockBase {
  readonly kind: 'linkWithImage';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly link: Link;
  readonly image?: Image;
}

/** media_block: title, intro, one or two columns, media items. */
export interface MediaBlock extends BlockBase {
  readonly kind: 'mediaBlock';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly columns: 1 | 2;
  readonly items: readonly MediaItem[];
}

/** media_gallery: 2 to 5 items get the gallery layouts (spec 2 §2.8). */
export interface MediaGalleryBlock extends BlockBase {
  readonly kind: 'mediaGallery';
  readonly title?: string;
  readonly items: readonly MediaItem[];
}

/** One logo of a mini grid. */
export interface LogoItem {
  readonly image: Image;
  readonly link?: Link;
}

/** mini_grid: the logo wall. */
export interface MiniGridBlock extends BlockBase {
  readonly kind: 'miniGrid';
  readonly title?: string;
  readonly items: readonly LogoItem[];
}

/** organization (our bundle name): a dementia-friendly organisation; skipped without content (spec 2 §5). */
export interface OrganisationBlock extends BlockBase {
  readonly kind: 'organisation';
  readonly organisation: OverviewItem;
}

/** quote: body, author, image, position, display width, full screen. */
export interface QuoteBlock extends BlockBase {
  readonly kind: 'quote';
  readonly body: SanitizedHtml;
  readonly author?: string;
  readonly image?: Image;
  readonly position: 'left' | 'right';
  readonly displayWidth: MediaWidth;
  readonly fullScreen: boolean;
}

/** The content types of related-content blocks. */
export type RelatedContentType = 'news' | 'organisations' | 'stories';

/** related_news, related_organization, related_stories and homepage_last_news. */
export interface RelatedContentBlock extends BlockBase {
  readonly kind: 'relatedContent';
  readonly contentType: RelatedContentType;
  readonly title?: string;
  readonly items: readonly OverviewItem[];
  /** True for homepage_last_news: the renderer loads the latest items through its data context. */
  readonly latest: boolean;
}

/** spotler_form: an embedded newsletter form by form id and script id. */
export interface SpotlerFormBlock extends BlockBase {
  readonly kind: 'spotlerForm';
  readonly formId: string;
  readonly scriptId: string;
  readonly title?: string;
}

/** text_image (new design, and the old one). */
export interface TextImageBlock extends BlockBase {
  readonly kind: 'textImage';
  readonly design: 'new' | 'old';
  readonly title?: string;
  readonly body?: SanitizedHtml;
  readonly label?: string;
  readonly color?: BlockColor;
  /** Where the image sits. */
  readonly position: 'left' | 'right';
  readonly links: readonly Link[];
  readonly media?: VisualMedia;
}

/** text_split_columns: a title column beside a text column. */
export interface TextSplitColumnsBlock extends BlockBase {
  readonly kind: 'textSplitColumns';
  readonly title?: string;
  readonly body: SanitizedHtml;
}

/** text_two_coulmns (sic, the CMS bundle): two text columns. */
export interface TextTwoColumnsBlock extends BlockBase {
  readonly kind: 'textTwoColumns';
  readonly title?: string;
  readonly left: SanitizedHtml;
  readonly right: SanitizedHtml;
}

/** text_with_title. */
export interface TextWithTitleBlock extends BlockBase {
  readonly kind: 'textWithTitle';
  readonly title?: string;
  readonly body: SanitizedHtml;
}

/** trainings_overview: title and introduction; trainings load asynchronously (spec 2 §2.6). */
export interface TrainingsOverviewBlock extends BlockBase {
  readonly kind: 'trainingsOverview';
  readonly title?: string;
  readonly introduction?: SanitizedHtml;
}

/** video: skipped without embed data (spec 2 §5). */
export interface VideoBlock extends BlockBase {
  readonly kind: 'video';
  readonly title?: string;
  readonly video: VideoEmbed;
  readonly caption?: SanitizedHtml;
}

/** visual_explanation_training: numbered steps. */
export interface VisualExplanationTrainingBlock extends BlockBase {
  readonly kind: 'visualExplanationTraining';
  readonly title?: string;
  readonly color?: BlockColor;
  readonly items: readonly { readonly title: string; readonly intro?: SanitizedHtml }[];
}

/** conversation, group, library and community: position markers for the community features. */
export interface PositionMarkerBlock extends BlockBase {
  readonly kind: 'positionMarker';
  readonly marker: 'conversation' | 'group' | 'library' | 'community';
  /** conversation id (default -1) or group id. */
  readonly refId?: number;
}

/** A known bundle whose fields did not parse: shown to editors, quiet in production. */
export interface InvalidBlock extends BlockBase {
  readonly kind: 'invalid';
  readonly bundle: string;
  readonly issues: readonly string[];
}

// ------------------------------------------------------------------ design-kit blocks (§2.5 further)

/** image_overlay: slides with 'Vorige'/'Volgende'. */
export interface ImageOverlayBlock extends BlockBase {
  readonly kind: 'imageOverlay';
  readonly title?: string;
  readonly slides: readonly {
    readonly title: string;
    readonly text?: SanitizedHtml;
    readonly image: Image;
  }[];
}

/** One half of a double call-to-action (also a banner). */
export interface CtaCard {
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly link?: Link;
  readonly image?: Image;
}

/** double_cta: two calls to action side by side. */
export interface DoubleCtaBlock extends BlockBase {
  readonly kind: 'doubleCta';
  readonly items: readonly CtaCard[];
}

/** search_cta: a search form; submit passes the typed text to the search route. */
export interface SearchCtaBlock extends BlockBase {
  readonly kind: 'searchCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
}

/** expandable_list: expandables with a 'show all' toggle past `visibleCount`. */
export interface ExpandableListBlock extends BlockBase {
  readonly kind: 'expandableList';
  readonly title?: string;
  readonly visibleCount: number;
  readonly items: readonly { readonly id: string; readonly title: string; readonly text?: SanitizedHtml }[];
}

/** card_grid: basic cards. */
export interface CardGridBlock extends BlockBase {
  readonly kind: 'cardGrid';
  readonly title?: string;
  readonly cards: readonly Card[];
}

/** icon_grid: icons of the icon map with a title, text and link. */
export interface IconGridBlock extends BlockBase {
  readonly kind: 'iconGrid';
  readonly title?: string;
  readonly items: readonly {
    readonly icon: IconName;
    readonly title: string;
    readonly text?: SanitizedHtml;
    readonly link?: Link;
  }[];
}

/** latest_news_grid: the first item highlighted. */
export interface LatestNewsGridBlock extends BlockBase {
  readonly kind: 'latestNewsGrid';
  readonly title?: string;
  readonly items: readonly OverviewItem[];
}

/** banners: three banners; the renderer adds the fixed memory-test banner. */
export interface BannersBlock extends BlockBase {
  readonly kind: 'banners';
  readonly items: readonly CtaCard[];
}

/** impact_figures. */
export interface ImpactFiguresBlock extends BlockBase {
  readonly kind: 'impactFigures';
  readonly title?: string;
  readonly figures: readonly { readonly value: string; readonly label: string }[];
}

/** important_links. */
export interface ImportantLinksBlock extends BlockBase {
  readonly kind: 'importantLinks';
  readonly title?: string;
  readonly links: readonly Link[];
}

/** portraits: people with a role and a quote. */
export interface PortraitsBlock extends BlockBase {
  readonly kind: 'portraits';
  readonly title?: string;
  readonly items: readonly {
    readonly name: string;
    readonly role?: string;
    readonly quote?: SanitizedHtml;
    readonly image?: Image;
  }[];
}

/** pre_footer_cta. */
export interface PreFooterCtaBlock extends BlockBase {
  readonly kind: 'preFooterCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
}

/** tag_cloud. */
export interface TagCloudBlock extends BlockBase {
  readonly kind: 'tagCloud';
  readonly title?: string;
  readonly tags: readonly Link[];
}

/** timeline. */
export interface TimelineBlock extends BlockBase {
  readonly kind: 'timeline';
  readonly title?: string;
  readonly items: readonly {
    readonly label: string;
    readonly title: string;
    readonly text?: SanitizedHtml;
    readonly image?: Image;
  }[];
}

/** special_icon_grid: svg icons with a title and text. */
export interface SpecialIconGridBlock extends BlockBase {
  readonly kind: 'specialIconGrid';
  readonly title?: string;
  readonly items: readonly {
    readonly icon?: SvgImage;
    readonly title: string;
    readonly text?: SanitizedHtml;
  }[];
}

/** special_end_cta. */
export interface SpecialEndCtaBlock extends BlockBase {
  readonly kind: 'specialEndCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly primaryLink?: Link;
  readonly confetti: boolean;
}

/** special_hero: default or visual-as-background, optional video. */
export interface SpecialHeroBlock extends BlockBase {
  readonly kind: 'specialHero';
  readonly variant: 'default' | 'visualAsBackground';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly image?: Image;
  readonly video?: VideoEmbed;
  readonly primaryLink?: Link;
}

/** One book of a bookcase; `slug` drives the `item` query parameter. */
export interface BookcaseItem {
  readonly slug: string;
  readonly title: string;
  readonly author?: string;
  readonly text?: SanitizedHtml;
  readonly image?: Image;
  readonly link?: Link;
}

/** bookcase: 4 columns; the renderer's default title is 'Onze selectie'. */
export interface BookcaseBlock extends BlockBase {
  readonly kind: 'bookcase';
  readonly title?: string;
  readonly items: readonly BookcaseItem[];
}

/** agenda: cards with dates; a more-button only when the total exceeds `visibleCount` (spec 2 §9). */
export interface AgendaBlock extends BlockBase {
  readonly kind: 'agenda';
  readonly title?: string;
  readonly visibleCount: number;
  readonly items: readonly Card[];
}

/** carousel (spec 2 §9 breakpoints). */
export interface CarouselBlock extends BlockBase {
  readonly kind: 'carousel';
  readonly title?: string;
  readonly items: readonly Card[];
}

/** The kinds of iframe embed (spec 2 §4). */
export type IframeEmbedKind = 'riddle' | 'interactive' | 'spotify' | 'other';

/** iframe_embed: quiz and interactive embeds (consent rules of spec 2 §4). */
export interface IframeEmbedBlock extends BlockBase {
  readonly kind: 'iframeEmbed';
  readonly embedKind: IframeEmbedKind;
  readonly title: string;
  readonly url: string;
  /** Pixels; Spotify is always 200 (spec 2 §9). */
  readonly height?: number;
}

/** checklist (spec 3 §2, §3). */
export interface ChecklistBlock extends BlockBase {
  readonly kind: 'checklist';
  readonly checklistId: string;
  readonly title?: string;
  readonly items: readonly {
    readonly id: string;
    readonly question: string;
    readonly answer?: SanitizedHtml;
  }[];
}

/** Every block kind, discriminated by `kind` (spec 2 §2.5, §3.3). */
export type Block =
  | BreakerBlock
  | CallToActionBlock
  | CentralisedBlock
  | CounterBlock
  | CtaBlock
  | ELearningCtaBlock
  | ExpandableBlock
  | ExternalLinkBlock
  | InternalLinkBlock
  | FileBlock
  | AudioBlock
  | FollowOnBlock
  | FeaturesBlock
  | FrameBlock
  | GridWithImageBlock
  | HomeGridImageBlock
  | HomeLinkGridBlock
  | HtmlBlock
  | IntroductionBlock
  | ImageBlock
  | LinkListBlock
  | LinkWithImageBlock
  | MediaBlock
  | MediaGalleryBlock
  | MiniGridBlock
  | OrganisationBlock
  | QuoteBlock
  | RelatedContentBlock
  | SpotlerFormBlock
  | TextImageBlock
  | TextSplitColumnsBlock
  | TextTwoColumnsBlock
  | TextWithTitleBlock
  | TrainingsOverviewBlock
  | VideoBlock
  | VisualExplanationTrainingBlock
  | PositionMarkerBlock
  | InvalidBlock
  | ImageOverlayBlock
  | DoubleCtaBlock
  | SearchCtaBlock
  | ExpandableListBlock
  | CardGridBlock
  | IconGridBlock
  | LatestNewsGridBlock
  | BannersBlock
  | ImpactFiguresBlock
  | ImportantLinksBlock
  | PortraitsBlock
  | PreFooterCtaBlock
  | TagCloudBlock
  | TimelineBlock
  | SpecialIconGridBlock
  | SpecialEndCtaBlock
  | SpecialHeroBlock
  | BookcaseBlock
  | AgendaBlock
  | CarouselBlock
  | IframeEmbedBlock
  | ChecklistBlock;

/** A block kind name. */
export type BlockKind = Block['kind'];

/** The block of a given kind. */
export type BlockOfKind<K extends BlockKind> = Extract<Block, { kind: K }>;

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
