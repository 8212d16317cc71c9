import type { Block, BlockKind } from '@dementie/cms-model';
import { type AnyBlockRegistration, type BlockRegistry, registryOf } from './renderer/registry';

type Loader = () => Promise<readonly AnyBlockRegistration[]>;

/** The design-kit kinds share one module (`./design-kit`): it loads once for any of them. */
const designKit: Loader = () => import('./design-kit').then((m) => m.designKitBlocks);

/**
 * Every block kind of the kit to the code that registers it, each loaded on its own: what a block
 * island loads in the browser instead of the whole registry (decision 0069). The same registrations
 * as `./list.ts` and `./design-kit.tsx` (the test of this module holds them equal); the type makes
 * a new kind without a loader fail to compile.
 */
export const kitBlockLoaders: { readonly [K in BlockKind]: Loader } = {
  audio: () => import('./audio').then((m) => [m.audioBlock]),
  breaker: () => import('./breaker').then((m) => [m.breakerBlock]),
  callToAction: () => import('./call-to-action').then((m) => [m.callToActionBlock]),
  centralisedBlock: () => import('./centralised-block').then((m) => [m.centralisedBlockBlock]),
  counter: () => import('./counter').then((m) => [m.counterBlock]),
  cta: () => import('./cta').then((m) => [m.ctaBlock]),
  eLearningCta: () => import('./e-learning-cta').then((m) => [m.eLearningCtaBlock]),
  expandable: () => import('./expandable').then((m) => [m.expandableBlock]),
  externalLink: () => import('./external-link').then((m) => [m.externalLinkBlock]),
  features: () => import('./features').then((m) => [m.featuresBlock]),
  file: () => import('./file').then((m) => [m.fileBlock]),
  followOn: () => import('./follow-on').then((m) => [m.followOnBlock]),
  frame: () => import('./frame').then((m) => [m.frameBlock]),
  gridWithImage: () => import('./grid-with-image').then((m) => [m.gridWithImageBlock]),
  homeGridImage: () => import('./home-grid-image').then((m) => [m.homeGridImageBlock]),
  homeLinkGrid: () => import('./home-link-grid').then((m) => [m.homeLinkGridBlock]),
  html: () => import('./html').then((m) => [m.htmlBlock]),
  image: () => import('./image').then((m) => [m.imageBlock]),
  internalLink: () => import('./internal-link').then((m) => [m.internalLinkBlock]),
  introduction: () => import('./introduction').then((m) => [m.introductionBlock]),
  invalid: () => import('./invalid').then((m) => [m.invalidBlock]),
  linkList: () => import('./link-list').then((m) => [m.linkListBlock]),
  linkWithImage: () => import('./link-with-image').then((m) => [m.linkWithImageBlock]),
  mediaBlock: () => import('./media-block').then((m) => [m.mediaBlockBlock]),
  mediaGallery: () => import('./media-gallery').then((m) => [m.mediaGalleryBlock]),
  miniGrid: () => import('./mini-grid').then((m) => [m.miniGridBlock]),
  organisation: () => import('./organisation').then((m) => [m.organisationBlock]),
  positionMarker: () => import('./position-marker').then((m) => [m.positionMarkerBlock]),
  quote: () => import('./quote').then((m) => [m.quoteBlock]),
  relatedContent: () => import('./related-content').then((m) => [m.relatedContentBlock]),
  spotlerForm: () => import('./spotler-form').then((m) => [m.spotlerFormBlock]),
  textImage: () => import('./text-image').then((m) => [m.textImageBlock]),
  textSplitColumns: () => import('./text-split-columns').then((m) => [m.textSplitColumnsBlock]),
  textTwoColumns: () => import('./text-two-columns').then((m) => [m.textTwoColumnsBlock]),
  textWithTitle: () => import('./text-with-title').then((m) => [m.textWithTitleBlock]),
  trainingsOverview: () => import('./trainings-overview').then((m) => [m.trainingsOverviewBlock]),
  video: () => import('./video').then((m) => [m.videoBlock]),
  visualExplanationTraining: () =>
    import('./visual-explanation-training').then((m) => [m.visualExplanationTrainingBlock]),
  agenda: designKit,
  banners: designKit,
  bookcase: designKit,
  cardGrid: designKit,
  carousel: designKit,
  checklist: designKit,
  doubleCta: designKit,
  expandableList: designKit,
  iconGrid: designKit,
  iframeEmbed: designKit,
  imageOverlay: designKit,
  impactFigures: designKit,
  importantLinks: designKit,
  latestNewsGrid: designKit,
  portraits: designKit,
  preFooterCta: designKit,
  searchCta: designKit,
  specialEndCta: designKit,
  specialHero: designKit,
  specialIconGrid: designKit,
  tagCloud: designKit,
  timeline: designKit,
};

/** The kinds of `block` and of every block inside it (an expandable's items, a grid's cells). */
export function kindsIn(block: Block): ReadonlySet<BlockKind> {
  const kinds = new Set<BlockKind>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const kind = (value as { kind?: unknown }).kind;
    if (typeof kind === 'string' && Object.hasOwn(kitBlockLoaders, kind)) kinds.add(kind as BlockKind);
    for (const field of Object.values(value)) visit(field);
  };
  visit(block);
  return kinds;
}

/**
 * A registry of the kit's renderers for `block` and the blocks inside it, loading only their code.
 * Any object with a known `kind` counts, so a field that merely looks like a block loads one kind
 * too many, never one too few.
 */
export async function registryForBlock(block: Block): Promise<BlockRegistry> {
  const loaders = new Set([...kindsIn(block)].map((kind) => kitBlockLoaders[kind]));
  const loaded = await Promise.all([...loaders].map((load) => load()));
  return registryOf(loaded.flat());
}
