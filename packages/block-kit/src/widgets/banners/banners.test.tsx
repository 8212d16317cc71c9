import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { Banners } from './banners';

describe('Banners', { timeout: 30_000 }, () => {
  it('shows three banners and the fixed memory-test banner', async () => {
    const block = fixtureBlock('banners', 'banners');
    const { container } = renderWithI18n(<Banners {...block} />);
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(3, block.items.length));
    const memory = screen.getByRole('complementary', { name: 'Maak je je zorgen over je geheugen?' });
    expect(within(memory).getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute(
      'href',
      '/geheugentest',
    );
    await expectNoAxeViolations(container);
  });
});
