import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { DoubleCta } from './double-cta';

describe('DoubleCta', { timeout: 30_000 }, () => {
  it('shows two calls to action with their links', async () => {
    const block = fixtureBlock('double_cta', 'doubleCta');
    const { container } = renderWithI18n(<DoubleCta {...block} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    for (const item of block.items) {
      expect(screen.getByRole('heading', { level: 2, name: item.title })).toBeInTheDocument();
      if (item.link)
        expect(screen.getByRole('link', { name: new RegExp(item.link.title) })).toHaveAttribute(
          'href',
          item.link.url,
        );
    }
    await expectNoAxeViolations(container);
  });
});
