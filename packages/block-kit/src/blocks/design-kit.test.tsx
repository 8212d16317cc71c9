import { paragraphFixtures } from '@dementie/cms-model';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { AgendaItems } from '../widgets/agenda';
import { Bookcase } from '../widgets/bookcase';
import { CardGrid } from '../widgets/card-grid';
import { Carousel } from '../widgets/carousel';
import { ExpandableList } from '../widgets/expandable-list';
import { IconGrid } from '../widgets/icon-grid';
import { ImpactFigures } from '../widgets/impact-figures';
import { ImportantLinks } from '../widgets/important-links';
import { LatestNewsGrid } from '../widgets/latest-news-grid';
import { MediaGallery } from '../widgets/media-gallery';
import { Portraits } from '../widgets/portraits';
import { TagCloud } from '../widgets/tag-cloud';
import { Timeline } from '../widgets/timeline';
import { BlockShell, blockFrom, renderBlocks } from './test-support/render-blocks';

/** The design-kit bundles (spec 2 §2.5 "Further blocks"), delivered by the server like any paragraph. */
const designKitBundles = [
  'image_overlay',
  'double_cta',
  'search_cta',
  'expandable_list',
  'card_grid',
  'icon_grid',
  'latest_news_grid',
  'banners',
  'impact_figures',
  'important_links',
  'portraits',
  'pre_footer_cta',
  'tag_cloud',
  'timeline',
  'special_icon_grid',
  'special_end_cta',
  'special_hero',
  'bookcase',
  'agenda',
  'carousel',
  'iframe_embed',
  'checklist',
] as const;

describe('design-kit blocks through the BlockRenderer', () => {
  it.each(designKitBundles)('renders %s from its fixture with a widget, not a notice', async (bundle) => {
    const { container } = renderBlocks([blockFrom(paragraphFixtures[bundle])]);
    expect(screen.queryByText(/nog geen weergave gemaakt/)).toBeNull();
    const main = container.querySelector('main');
    expect(Boolean(main?.textContent?.trim()) || Boolean(main?.querySelector('iframe'))).toBe(true);
    for (const frame of Array.from(container.querySelectorAll('iframe'))) frame.remove();
    await expectNoAxeViolations(container);
  });

  it('passes the typed text of the search call-to-action to the site', async () => {
    const onSearch = vi.fn();
    renderBlocks([blockFrom(paragraphFixtures.search_cta)], { data: { onSearch } });
    await userEvent.type(screen.getByRole('searchbox'), 'geheugen{Enter}');
    expect(onSearch).toHaveBeenCalledWith('geheugen');
  });
});

describe('list widgets without items', () => {
  const empty: Array<[string, ReactElement]> = [
    ['latest news grid', <LatestNewsGrid key="n" title="Nieuws" items={[]} />],
    ['agenda', <AgendaItems key="a" title="Agenda" visibleCount={3} items={[]} />],
    ['card grid', <CardGrid key="c" title="Kaarten" cards={[]} />],
    ['carousel', <Carousel key="k" title="Verhalen" items={[]} />],
    [
      'bookcase',
      <Bookcase key="b" title="Onze selectie" items={[]} selectedSlug={null} onSelect={() => {}} />,
    ],
    ['icon grid', <IconGrid key="i" title="Iconen" items={[]} />],
    ['impact figures', <ImpactFigures key="f" title="Cijfers" figures={[]} />],
    ['important links', <ImportantLinks key="l" title="Links" links={[]} />],
    ['portraits', <Portraits key="p" title="Portretten" items={[]} />],
    ['tag cloud', <TagCloud key="t" title="Onderwerpen" tags={[]} />],
    ['timeline', <Timeline key="tl" title="Tijdlijn" items={[]} />],
    ['expandable list', <ExpandableList key="e" title="Vragen" visibleCount={3} items={[]} />],
    ['media gallery', <MediaGallery key="g" title="Foto's" items={[]} />],
  ];

  it.each(empty)('%s renders nothing at all, not a lone heading', (_name, widget) => {
    const { container } = render(<BlockShell>{widget}</BlockShell>);
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });
});
