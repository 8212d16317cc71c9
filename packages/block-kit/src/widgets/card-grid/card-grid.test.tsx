import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { CardGrid } from './card-grid';

describe('CardGrid', { timeout: 30_000 }, () => {
  it('shows a card per item with title and link', async () => {
    const block = fixtureBlock('card_grid', 'cardGrid');
    const { container } = renderWithI18n(<CardGrid {...block} />);
    expect(screen.getAllByRole('article')).toHaveLength(block.cards.length);
    expect(screen.getByRole('heading', { level: 3, name: block.cards[0]!.title })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
