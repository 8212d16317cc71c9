import { paragraphFixtures } from '@dementie/cms-model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { blockFrom, renderBlocks } from './test-support/render-blocks';

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
