import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { LatestNewsGrid } from './latest-news-grid';

describe('LatestNewsGrid', { timeout: 30_000 }, () => {
  it('highlights the first item and links to the overview', async () => {
    const block = fixtureBlock('latest_news_grid', 'latestNewsGrid');
    const { container } = renderWithI18n(<LatestNewsGrid {...block} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveClass('bk-news-grid__item--highlight');
    expect(items[1]).not.toHaveClass('bk-news-grid__item--highlight');
    expect(screen.getByRole('link', { name: `Lees het bericht: ${block.items[0]!.label}` })).toHaveAttribute(
      'href',
      block.items[0]!.path,
    );
    expect(screen.getByRole('link', { name: 'Bekijk het nieuwsoverzicht' })).toHaveAttribute(
      'href',
      '/nieuws',
    );
    await expectNoAxeViolations(container);
  });
});
