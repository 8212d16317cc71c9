import { CMS_PARAGRAPH_BUNDLES } from '@dementie/api-client';
import { type Block, paragraphFixtures, paragraphFixtureVariants } from '@dementie/cms-model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { defaultBlockRegistry } from './default-registry';
import { kitBlocks } from './list';
import { createBlockRegistry } from './renderer/registry';
import { blockFrom, renderBlocks } from './test-support/render-blocks';

/**
 * axe in jsdom cannot look into iframes ('Respondable target must be a frame'); the stories run axe
 * on them in a real browser. Here every iframe must have a title, then it is taken out.
 */
async function expectAccessible(container: HTMLElement) {
  for (const frame of Array.from(container.querySelectorAll('iframe'))) {
    expect(frame.getAttribute('title')).toBeTruthy();
    frame.remove();
  }
  await expectNoAxeViolations(container);
}

/**
 * Bundles of spec 2 §3.3 left out here: spotlight and end_cta map to the cta block the cta fixture
 * renders, and the four position markers of the community features.
 */
const leftOutBundles = new Set(['spotlight', 'end_cta', 'conversation', 'group', 'library', 'community']);

/**
 * Every CMS block kind of spec 2 §2.5 rendered from its fixture (through the cms-model mapper): the
 * other bundles of spec 2 §3.3, and our bundles for the kinds the spec names no bundle for.
 */
const renderedBundles = [
  ...CMS_PARAGRAPH_BUNDLES.filter((bundle) => !leftOutBundles.has(bundle)),
  'internal_link',
  'audio',
  'html',
  'introduction',
  'organization',
] as const;

describe('every CMS block of spec 2 §2.5', () => {
  it('has a renderer in the default registry', () => {
    for (const bundle of renderedBundles) {
      const block = blockFrom(paragraphFixtures[bundle]);
      expect(defaultBlockRegistry[block.kind], bundle).toBeDefined();
    }
  });

  it.each(renderedBundles)('renders %s without a notice and without axe violations', async (bundle) => {
    const { container } = renderBlocks([blockFrom(paragraphFixtures[bundle])], {
      data: {
        counter: 1234,
        loadTrainings: async () => ({ kind: 'loaded', value: [] }),
        // A list block with nothing to show renders nothing: the last-news block gets news.
        loadLatestNews: async () => ({
          kind: 'loaded',
          value: [{ path: '/nieuws/a', label: 'Vers nieuws', introduction: 'Net binnen.' }],
        }),
      },
    });
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('main')?.textContent?.trim()).not.toBe('');
    await expectAccessible(container);
  });

  it.each(Object.keys(paragraphFixtureVariants).filter((name) => !/hero|iframe|carousel|agenda/i.test(name)))(
    'renders the variant %s without axe violations',
    async (name) => {
      const fixture = paragraphFixtureVariants[name as keyof typeof paragraphFixtureVariants];
      const { container } = renderBlocks([blockFrom(fixture)]);
      await expectAccessible(container);
    },
  );
});

describe('the block list', () => {
  it('registers each kind once, so no block silently replaces another', () => {
    const kinds = kitBlocks.map((registration) => registration.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(Object.keys(defaultBlockRegistry).sort()).toEqual([...kinds].sort());
  });
});

function Broken(): never {
  throw new Error('kapot');
}

describe('BlockRenderer (spec 2 §2.5)', () => {
  const unknown = { kind: 'mystery' } as unknown as Block;

  it('shows that no renderer is implemented in development and preview', async () => {
    const { container } = renderBlocks([unknown], { mode: 'preview' });
    expect(screen.getByRole('note')).toHaveTextContent('Voor het blok mystery is nog geen weergave gemaakt.');
    await expectNoAxeViolations(container);
  });

  it("stays quiet in production and warns 'No Renderer available'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBlocks([unknown], { mode: 'production' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(warn).toHaveBeenCalledWith('No Renderer available', 'mystery');
    warn.mockRestore();
  });

  it('keeps the page when one block throws (each block has its own error boundary)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createBlockRegistry({ quote: Broken }, defaultBlockRegistry);
    const blocks = [blockFrom(paragraphFixtures.quote), blockFrom(paragraphFixtures.text_with_title)];
    renderBlocks(blocks, { registry, mode: 'development' });
    expect(screen.getByRole('note')).toHaveTextContent('Dit onderdeel kan nu niet worden getoond.');
    expect(screen.getByRole('heading', { name: 'Wat merk je?' })).toBeInTheDocument();
    const { container } = renderBlocks(blocks, { registry, mode: 'production' });
    expect(within(container).queryByRole('note')).toBeNull();
    error.mockRestore();
  });

  it('lets a brand replace a renderer through createBlockRegistry', () => {
    const registry = createBlockRegistry({ quote: () => <p>Eigen citaat</p> }, defaultBlockRegistry);
    renderBlocks([blockFrom(paragraphFixtures.quote)], { registry });
    expect(screen.getByText('Eigen citaat')).toBeInTheDocument();
  });

  it('shows an html block standing in for an unknown bundle', () => {
    renderBlocks([blockFrom({ type: 'webform' })]);
    expect(screen.getByText('Voor het onderdeel webform is nog geen omzetting gemaakt.')).toBeInTheDocument();
  });

  it('shows an invalid block to editors only', () => {
    const invalid = blockFrom({ type: 'quote', field_body: 'kapot' });
    renderBlocks([invalid], { mode: 'preview' });
    expect(screen.getByRole('note')).toHaveTextContent('Het onderdeel quote klopt niet');
    const { container } = renderBlocks([invalid], { mode: 'production' });
    expect(within(container).queryByRole('note')).toBeNull();
  });

  it('loads the images of the first block at once and the rest lazily', () => {
    const { container } = renderBlocks([
      blockFrom(paragraphFixtures.image),
      blockFrom(paragraphFixtures.link_with_image),
    ]);
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
