import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { Portraits } from './portraits';

describe('Portraits', { timeout: 30_000 }, () => {
  it('shows each person with name, role and quote', async () => {
    const block = fixtureBlock('portraits', 'portraits');
    const { container } = renderWithI18n(<Portraits {...block} />);
    const first = block.items[0]!;
    expect(screen.getAllByRole('figure')).toHaveLength(block.items.length);
    expect(screen.getByText(first.name)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
