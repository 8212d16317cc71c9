import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { ImageOverlay } from './image-overlay';

const block = fixtureBlock('image_overlay', 'imageOverlay');

describe('ImageOverlay', { timeout: 30_000 }, () => {
  it("steps through the slides with 'Vorige' and 'Volgende', disabled at the ends", async () => {
    const { container } = renderWithI18n(<ImageOverlay {...block} />);
    expect(screen.getByRole('heading', { level: 3, name: block.slides[0]!.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('heading', { level: 3, name: block.slides[1]!.title })).toBeInTheDocument();
    for (let i = 2; i < block.slides.length; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    expect(screen.getByText(`Dia ${block.slides.length} van ${block.slides.length}`)).toBeInTheDocument();
  });
});
