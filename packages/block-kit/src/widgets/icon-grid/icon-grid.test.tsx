import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { IconGrid } from './icon-grid';

describe('IconGrid', { timeout: 30_000 }, () => {
  it('shows decorative icons next to titled items', async () => {
    const block = fixtureBlock('icon_grid', 'iconGrid');
    const { container } = renderWithI18n(<IconGrid {...block} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(block.items.length);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(block.items.length);
    await expectNoAxeViolations(container);
  });
});
