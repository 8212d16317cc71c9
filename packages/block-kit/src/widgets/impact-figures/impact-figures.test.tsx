import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { ImpactFigures } from './impact-figures';

describe('ImpactFigures', { timeout: 30_000 }, () => {
  it('reads each figure with its meaning', async () => {
    const block = fixtureBlock('impact_figures', 'impactFigures');
    const { container } = renderWithI18n(<ImpactFigures {...block} />);
    const first = block.figures[0]!;
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(`${first.value} ${first.label}`);
    await expectNoAxeViolations(container);
  });
});
