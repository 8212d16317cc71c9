import type { BlockKind, BlockOfKind } from '@dementie/cms-model';
import { type ComponentType, useState } from 'react';
import { AgendaItems } from '../widgets/agenda';
import { Banners } from '../widgets/banners';
import { Bookcase } from '../widgets/bookcase';
import { CardGrid } from '../widgets/card-grid';
import { Carousel } from '../widgets/carousel';
import { Checklist } from '../widgets/checklist';
import { DoubleCta } from '../widgets/double-cta';
import { ExpandableList } from '../widgets/expandable-list';
import { IconGrid } from '../widgets/icon-grid';
import { IframeEmbed } from '../widgets/iframe-embed';
import { ImageOverlay } from '../widgets/image-overlay';
import { ImpactFigures } from '../widgets/impact-figures';
import { ImportantLinks } from '../widgets/important-links';
import { LatestNewsGrid } from '../widgets/latest-news-grid';
import { Portraits } from '../widgets/portraits';
import { PreFooterCta } from '../widgets/pre-footer-cta';
import { SearchCta } from '../widgets/search-cta';
import { SpecialEndCta } from '../widgets/special-end-cta';
import { SpecialHero } from '../widgets/special-hero';
import { SpecialIconGrid } from '../widgets/special-icon-grid';
import { TagCloud } from '../widgets/tag-cloud';
import { Timeline } from '../widgets/timeline';
import { useBlockData } from './renderer/block-data';
import {
  type AnyBlockRegistration,
  type BlockComponentProps,
  type BlockRegistration,
  type BlockRegistry,
  defineBlock,
  registryOf,
} from './renderer/registry';

type Fields<K extends BlockKind> = Omit<BlockOfKind<K>, 'kind' | 'id'>;

/**
 * The registration of a kind whose widget takes the block's fields as props (named `<Kind>Block` in
 * React's tools); `island` when the widget needs script (decision 0067).
 */
function fieldsBlock<K extends BlockKind>(
  kind: K,
  Widget: ComponentType<Fields<K>>,
  options: { island?: true } = {},
): BlockRegistration<K> {
  function FieldsAdapter({ block }: BlockComponentProps<K>) {
    const { kind: _kind, id: _id, ...fields } = block;
    return <Widget {...(fields as unknown as Fields<K>)} />;
  }
  FieldsAdapter.displayName = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Block`;
  return defineBlock({ kind, component: FieldsAdapter, ...options });
}

/** A design-kit widget with state, effects or a consent gate: an island on a document page. */
const ISLAND = { island: true } as const;

/** search_cta: submit passes the typed text to the search route (spec 2 §2.5). */
function SearchCtaBlock({ block }: BlockComponentProps<'searchCta'>) {
  const { onSearch, searchPath = '/zoeken' } = useBlockData();
  const search =
    onSearch ??
    ((term: string) => window.location.assign(`${searchPath}?zoekterm=${encodeURIComponent(term)}`));
  return (
    <SearchCta
      title={block.title}
      {...(block.intro ? { intro: block.intro } : {})}
      onSearch={search}
      action={searchPath}
    />
  );
}

/** bookcase: the open item follows the site's `item` parameter, or local state without one. */
function BookcaseBlock({ block }: BlockComponentProps<'bookcase'>) {
  const { bookcaseItem, onBookcaseSelect } = useBlockData();
  const [local, setLocal] = useState<string | null>(null);
  const controlled = onBookcaseSelect !== undefined;
  return (
    <Bookcase
      {...(block.title ? { title: block.title } : {})}
      items={block.items}
      selectedSlug={controlled ? (bookcaseItem ?? null) : local}
      onSelect={controlled ? onBookcaseSelect : setLocal}
    />
  );
}

/** banners: three banners and the fixed memory-test banner. */
function BannersBlock({ block }: BlockComponentProps<'banners'>) {
  const { memoryTestHref } = useBlockData();
  return <Banners items={block.items} {...(memoryTestHref ? { memoryTestHref } : {})} />;
}

/**
 * The design-kit kinds of spec 2 §2.5 "Further blocks", rendered by the widgets: each
 * entry adapts the block's CMS data to its widget's props.
 */
export const designKitBlocks: readonly AnyBlockRegistration[] = [
  fieldsBlock('agenda', AgendaItems, ISLAND),
  defineBlock({ kind: 'banners', component: BannersBlock }),
  defineBlock({
    kind: 'bookcase',
    component: BookcaseBlock,
    island: true,
    // An address that opens one of its books (a shared link): taken over once the page is idle, not
    // when the reader scrolls to it, so that the details show (spec 2 §2.1).
    islandWhen: (block, data) =>
      block.items.some((item) => item.slug === data.bookcaseItem) ? 'idle' : undefined,
  }),
  fieldsBlock('cardGrid', CardGrid),
  fieldsBlock('carousel', Carousel, ISLAND),
  fieldsBlock('checklist', Checklist, ISLAND),
  fieldsBlock('doubleCta', DoubleCta),
  fieldsBlock('expandableList', ExpandableList, ISLAND),
  fieldsBlock('iconGrid', IconGrid),
  fieldsBlock('iframeEmbed', IframeEmbed, ISLAND),
  fieldsBlock('imageOverlay', ImageOverlay, ISLAND),
  fieldsBlock('impactFigures', ImpactFigures),
  fieldsBlock('importantLinks', ImportantLinks),
  fieldsBlock('latestNewsGrid', LatestNewsGrid),
  fieldsBlock('portraits', Portraits),
  fieldsBlock('preFooterCta', PreFooterCta),
  defineBlock({ kind: 'searchCta', component: SearchCtaBlock, island: true }),
  fieldsBlock('specialEndCta', SpecialEndCta, ISLAND),
  fieldsBlock('specialHero', SpecialHero),
  fieldsBlock('specialIconGrid', SpecialIconGrid),
  fieldsBlock('tagCloud', TagCloud),
  fieldsBlock('timeline', Timeline, ISLAND),
];

/** The design-kit kinds as a registry. */
export const designKitRegistry: BlockRegistry = registryOf(designKitBlocks);
