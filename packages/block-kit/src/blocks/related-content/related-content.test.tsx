import { type Block, type BlockOfKind, paragraphFixtures } from '@dementie/cms-model';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockFrom, pageBlocksHtml, renderBlocks } from '../test-support/render-blocks';

describe('related content and overview labels (spec 2 §2.4)', () => {
  it('shows news dates as DD MMMM YYYY with the fixed labels', () => {
    renderBlocks([blockFrom(paragraphFixtures.related_news)]);
    expect(screen.getByText('01 februari 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Lees het bericht/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Bekijk het nieuwsoverzicht' })).toHaveAttribute(
      'href',
      '/nieuws',
    );
  });

  it('uses the labels of organisations and stories', () => {
    renderBlocks([
      blockFrom(paragraphFixtures.related_organization),
      blockFrom(paragraphFixtures.related_stories),
    ]);
    expect(screen.getByRole('link', { name: 'Meer organisaties' })).toHaveAttribute('href', '/organisaties');
    expect(screen.getByRole('link', { name: 'Meer ervaringsverhalen' })).toHaveAttribute(
      'href',
      '/ervaringen',
    );
    expect(
      screen.getByRole('link', { name: 'Lees het verhaal: Ik heb dementie en ik zing in een koor' }),
    ).toBeInTheDocument();
  });

  it('loads the latest news for homepage_last_news', async () => {
    renderBlocks([blockFrom(paragraphFixtures.homepage_last_news)], {
      data: {
        loadLatestNews: async () => ({
          kind: 'loaded',
          value: [{ path: '/nieuws/a', label: 'Vers nieuws', introduction: 'Net binnen.' }],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Vers nieuws' })).toBeInTheDocument();
  });

  it('shows the latest news that came with the page in its first render, without loading it', () => {
    const news = [1, 2, 3, 4].map((n) => ({ path: `/nieuws/${n}`, label: `Bericht ${n}`, introduction: '' }));
    const latest = blockFrom(paragraphFixtures.homepage_last_news) as BlockOfKind<'relatedContent'>;
    const block: Block = { ...latest, items: news };
    const loadLatestNews = vi.fn(async () => ({ kind: 'loaded' as const, value: [] }));
    const html = pageBlocksHtml([block], { loadLatestNews });
    expect(html).not.toContain('De inhoud wordt geladen...');
    expect(html).toContain('href="/nieuws/3"');
    expect(html).not.toContain('Bericht 4');
    renderBlocks([block], { data: { loadLatestNews } });
    expect(screen.getByRole('heading', { name: 'Bericht 1' })).toBeInTheDocument();
    expect(loadLatestNews).not.toHaveBeenCalled();
  });

  it('renders nothing at all for a related block without items', () => {
    const { container } = renderBlocks([
      blockFrom({ ...paragraphFixtures.related_stories, field_items: [] }),
    ]);
    expect(container.querySelector('.bk-related')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meer ervaringsverhalen' })).toBeNull();
  });

  it('keeps the loader while the latest news loads, then shows nothing when there is none', async () => {
    let resolve: (value: { kind: 'loaded'; value: [] }) => void = () => {};
    const { container } = renderBlocks([blockFrom(paragraphFixtures.homepage_last_news)], {
      data: { loadLatestNews: () => new Promise((done) => (resolve = done)) },
    });
    expect(await screen.findByText('De inhoud wordt geladen...')).toBeInTheDocument();
    await act(async () => resolve({ kind: 'loaded', value: [] }));
    expect(container.querySelector('.bk-related')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bekijk het nieuwsoverzicht' })).toBeNull();
  });

  it('shows the failure text when the latest news fails', async () => {
    renderBlocks([blockFrom(paragraphFixtures.homepage_last_news)], {
      data: { loadLatestNews: async () => ({ kind: 'connection-error', error: 'offline' }) },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Laatste nieuws' })).toBeInTheDocument();
  });
});
