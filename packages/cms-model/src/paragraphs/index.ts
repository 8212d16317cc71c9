import { z } from 'zod/mini';
import { compact, type MapContext } from '../fields';
import { audioParagraph } from './audio';
import { bannersParagraph } from './banners';
import { bookcaseParagraph } from './bookcase';
import { breakerParagraph } from './breaker';
import { callToActionParagraph } from './call-to-action';
import { agendaParagraph, cardGridParagraph } from './card-grids';
import { carouselParagraph } from './carousel';
import { centralisedBuildingBlockParagraph } from './centralised-building-block';
import { checklistParagraph } from './checklist';
import { counterParagraph } from './counter';
import { ctaParagraph, endCtaParagraph, spotlightParagraph } from './cta';
import type { BlockBase, BlockOf, NestedParagraphs, ParagraphDefinition } from './define';
import { doubleCtaParagraph } from './double-cta';
import { eLearningCallToActionParagraph } from './e-learning-call-to-action';
import { expandableParagraph } from './expandable';
import { expandableListParagraph } from './expandable-list';
import { featuresParagraph } from './features';
import { fileParagraph } from './file';
import { followOnParagraph } from './follow-on';
import { frameParagraph } from './frame';
import { gridWithImageParagraph } from './grid-with-image';
import { homeGridImageParagraph } from './home-grid-image';
import { homeLinkGridParagraph } from './home-link-grid';
import { htmlParagraph } from './html';
import { iconGridParagraph } from './icon-grid';
import { iframeEmbedParagraph } from './iframe-embed';
import { imageParagraph } from './image';
import { imageOverlayParagraph } from './image-overlay';
import { impactFiguresParagraph } from './impact-figures';
import { importantLinksParagraph } from './important-links';
import { introductionParagraph } from './introduction';
import { latestNewsGridParagraph } from './latest-news-grid';
import { linkListParagraph } from './link-list';
import { externalLinkParagraph, internalLinkParagraph, linkWithImageParagraph } from './link-teasers';
import { mediaBlockParagraph } from './media-block';
import { mediaGalleryParagraph } from './media-gallery';
import { miniGridParagraph } from './mini-grid';
import { organisationParagraph } from './organisation';
import { portraitsParagraph } from './portraits';
import {
  communityParagraph,
  conversationParagraph,
  groupParagraph,
  libraryParagraph,
} from './position-marker';
import { preFooterCtaParagraph } from './pre-footer-cta';
import { quoteParagraph } from './quote';
import {
  homepageLastNewsParagraph,
  relatedNewsParagraph,
  relatedOrganizationParagraph,
  relatedStoriesParagraph,
} from './related-content';
import { searchCtaParagraph } from './search-cta';
import { specialEndCtaParagraph } from './special-end-cta';
import { specialHeroParagraph } from './special-hero';
import { specialIconGridParagraph } from './special-icon-grid';
import { spotlerFormParagraph } from './spotler-form';
import { tagCloudParagraph } from './tag-cloud';
import { textImageParagraph } from './text-image';
import { textTwoColumnsParagraph } from './text-two-columns';
import { timelineParagraph } from './timeline';
import { textSplitColumnsParagraph, textWithTitleParagraph } from './titled-text';
import { trainingsOverviewParagraph } from './trainings-overview';
import { videoParagraph } from './video';
import { visualExplanationTrainingParagraph } from './visual-explanation-training';

/*
 * Every paragraph bundle cms-model transforms: spec 2 §3.3, our bundles for the blocks of §2.5 the
 * spec gives no bundle name, and the design-kit blocks. Each bundle is one file that defines its
 * schema, its mapper and its block type; the `Block` union and the mapper table are built from this
 * list. Each paragraph is parsed on its own with `safeParse` (STYLE "Boundaries"): one odd paragraph
 * never blanks a page.
 */
export const paragraphDefinitions = [
  breakerParagraph,
  callToActionParagraph,
  centralisedBuildingBlockParagraph,
  counterParagraph,
  ctaParagraph,
  spotlightParagraph,
  endCtaParagraph,
  eLearningCallToActionParagraph,
  expandableParagraph,
  externalLinkParagraph,
  internalLinkParagraph,
  fileParagraph,
  audioParagraph,
  followOnParagraph,
  featuresParagraph,
  frameParagraph,
  gridWithImageParagraph,
  homeGridImageParagraph,
  homeLinkGridParagraph,
  homepageLastNewsParagraph,
  htmlParagraph,
  introductionParagraph,
  imageParagraph,
  linkListParagraph,
  linkWithImageParagraph,
  mediaBlockParagraph,
  mediaGalleryParagraph,
  miniGridParagraph,
  organisationParagraph,
  quoteParagraph,
  relatedNewsParagraph,
  relatedOrganizationParagraph,
  relatedStoriesParagraph,
  spotlerFormParagraph,
  textImageParagraph,
  textSplitColumnsParagraph,
  textTwoColumnsParagraph,
  textWithTitleParagraph,
  trainingsOverviewParagraph,
  videoParagraph,
  visualExplanationTrainingParagraph,
  conversationParagraph,
  groupParagraph,
  libraryParagraph,
  communityParagraph,
  // design-kit blocks (spec 2 §2.5, our bundles)
  imageOverlayParagraph,
  doubleCtaParagraph,
  searchCtaParagraph,
  expandableListParagraph,
  cardGridParagraph,
  iconGridParagraph,
  latestNewsGridParagraph,
  bannersParagraph,
  impactFiguresParagraph,
  importantLinksParagraph,
  portraitsParagraph,
  preFooterCtaParagraph,
  tagCloudParagraph,
  timelineParagraph,
  specialIconGridParagraph,
  specialEndCtaParagraph,
  specialHeroParagraph,
  bookcaseParagraph,
  agendaParagraph,
  carouselParagraph,
  iframeEmbedParagraph,
  checklistParagraph,
] as const satisfies readonly ParagraphDefinition[];

/** A known bundle whose fields did not parse: shown to editors, quiet in production. */
export interface InvalidBlock extends BlockBase {
  readonly kind: 'invalid';
  readonly bundle: string;
  readonly issues: readonly string[];
}

/** Every block kind, discriminated by `kind` (spec 2 §2.5, §3.3). */
export type Block = BlockOf<typeof paragraphDefinitions> | InvalidBlock;

/** A block kind name. */
export type BlockKind = Block['kind'];

/** The block of a given kind. */
export type BlockOfKind<K extends BlockKind> = Extract<Block, { kind: K }>;

/** A bundle name cms-model transforms. */
export type ParagraphBundle = (typeof paragraphDefinitions)[number]['bundle'];

/** Every paragraph bundle cms-model can transform, keyed by bundle. */
const paragraphMappers: Readonly<Record<string, ParagraphDefinition<string, Block>>> = Object.fromEntries(
  paragraphDefinitions.map((definition) => [definition.bundle, definition]),
);

/** Every bundle cms-model transforms (spec 2 §3.3 plus our own). */
export const PARAGRAPH_BUNDLES: readonly string[] = paragraphDefinitions.map(
  (definition) => definition.bundle,
);

/**
 * The text of the html block that stands in for a paragraph bundle without a transformer
 * (spec 2 §2.5). The same wording as the catalogue key 'blocks.noTransformer'.
 */
export const NO_TRANSFORMER_TEXT = 'Voor het onderdeel {bundle} is nog geen omzetting gemaakt.';

function issuesOf(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(paragraph)'}: ${issue.message}`);
}

const nested: NestedParagraphs = { mapParagraph, mapParagraphs };

/**
 * Maps one paragraph (spec 2 §3.3). Returns `null` when a skip rule of spec 2 §5 applies; an unknown
 * bundle becomes an html block saying no transformer is implemented (spec 2 §2.5); a known bundle
 * whose fields do not parse becomes an `invalid` block.
 */
export function mapParagraph(raw: unknown, ctx: MapContext): Block | null {
  const head = z
    .looseObject({ type: z.string().check(z.minLength(1)), id: z.nullish(z.union([z.number(), z.string()])) })
    .safeParse(raw);
  if (!head.success) return { kind: 'invalid', bundle: '(unknown)', issues: issuesOf(head.error) };
  const bundle = head.data.type;
  const id = head.data.id == null ? undefined : String(head.data.id);
  const mapper = Object.hasOwn(paragraphMappers, bundle) ? paragraphMappers[bundle] : undefined;
  if (!mapper) {
    const text = NO_TRANSFORMER_TEXT.replace('{bundle}', bundle);
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return compact({ kind: 'html' as const, id, html: `<p>${escaped}</p>`, unknownBundle: bundle });
  }
  const parsed = mapper.schema.safeParse(raw);
  if (!parsed.success)
    return compact({ kind: 'invalid' as const, id, bundle, issues: issuesOf(parsed.error) });
  return mapper.map(parsed.data as never, ctx, nested);
}

/** Maps a paragraph list in order, dropping skipped paragraphs. */
export function mapParagraphs(list: readonly unknown[] | null | undefined, ctx: MapContext): Block[] {
  return (list ?? []).flatMap((raw) => {
    const block = mapParagraph(raw, ctx);
    return block ? [block] : [];
  });
}
