import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialIconGrid } from './special-icon-grid';

describe('SpecialIconGrid', { timeout: 30_000 }, () => {
  it('shows titled items with decorative svg icons', async () => {
    const block = fixtureBlock('special_icon_grid', 'specialIconGrid');
    const { container } = renderWithI18n(<SpecialIconGrid {...block} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(block.items.length);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});
