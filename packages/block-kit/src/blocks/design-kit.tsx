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
import type { BlockComponent, BlockComponentProps, BlockRegistry } from './renderer/registry';

type Fields<K extends BlockKind> = Omit<BlockOfKind<K>, 'kind' | 'id'>;

/** Adapts a widget that takes a block's fields as props into a block renderer. */
function fromFields<K extends BlockKind>(Widget: ComponentType<Fields<K>>, name: string): BlockComponent<K> {
  function FieldsAdapter({ block }: BlockComponentProps<K>) {
    const { kind: _kind, id: _id, ...fields } = block;
    return <Widget {...(fields as unknown as Fields<K>)} />;
  }
  FieldsAdapter.displayName = name;
  return FieldsAdapter;
}

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

/** The design-kit kinds of spec 2 §2.5 "Further blocks", rendered by the widgets (issue 9). */
export const designKitRegistry: BlockRegistry = {
  agenda: fromFields<'agenda'>(AgendaItems, 'AgendaBlock'),
  banners: BannersBlock,
  bookcase: BookcaseBlock,
  cardGrid: fromFields<'cardGrid'>(CardGrid, 'CardGridBlock'),
  carousel: fromFields<'carousel'>(Carousel, 'CarouselBlock'),
  checklist: fromFields<'checklist'>(Checklist, 'ChecklistBlock'),
  doubleCta: fromFields<'doubleCta'>(DoubleCta, 'DoubleCtaBlock'),
  expandableList: fromFields<'expandableList'>(ExpandableList, 'ExpandableListBlock'),
  iconGrid: fromFields<'iconGrid'>(IconGrid, 'IconGridBlock'),
  iframeEmbed: fromFields<'iframeEmbed'>(IframeEmbed, 'IframeEmbedBlock'),
  imageOverlay: fromFields<'imageOverlay'>(ImageOverlay, 'ImageOverlayBlock'),
  impactFigures: fromFields<'impactFigures'>(ImpactFigures, 'ImpactFiguresBlock'),
  importantLinks: fromFields<'importantLinks'>(ImportantLinks, 'ImportantLinksBlock'),
  latestNewsGrid: fromFields<'latestNewsGrid'>(LatestNewsGrid, 'LatestNewsGridBlock'),
  portraits: fromFields<'portraits'>(Portraits, 'PortraitsBlock'),
  preFooterCta: fromFields<'preFooterCta'>(PreFooterCta, 'PreFooterCtaBlock'),
  searchCta: SearchCtaBlock,
  specialEndCta: fromFields<'specialEndCta'>(SpecialEndCta, 'SpecialEndCtaBlock'),
  specialHero: fromFields<'specialHero'>(SpecialHero, 'SpecialHeroBlock'),
  specialIconGrid: fromFields<'specialIconGrid'>(SpecialIconGrid, 'SpecialIconGridBlock'),
  tagCloud: fromFields<'tagCloud'>(TagCloud, 'TagCloudBlock'),
  timeline: fromFields<'timeline'>(Timeline, 'TimelineBlock'),
};
