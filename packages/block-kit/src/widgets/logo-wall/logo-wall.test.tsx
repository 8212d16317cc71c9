import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { LogoWall } from './logo-wall';

describe('LogoWall', { timeout: 30_000 }, () => {
  it('shows each logo with its alt text', async () => {
    const block = fixtureBlock('mini_grid', 'miniGrid');
    const { container } = renderWithI18n(<LogoWall {...block} />);
    expect(screen.getAllByRole('img')).toHaveLength(block.items.length);
    expect(screen.getByRole('img', { name: block.items[0]!.image.alt })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
