import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { intersect, setReducedMotion } from '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialEndCta } from './special-end-cta';

describe('SpecialEndCta', { timeout: 30_000 }, () => {
  it('celebrates with confetti once it comes into view, not under reduced motion', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const block = fixtureBlock('special_end_cta', 'specialEndCta');
    const { container } = renderWithI18n(<SpecialEndCta {...block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    act(() => intersect(container.querySelector('section')!));
    expect(getContext).toHaveBeenCalled();
    getContext.mockClear();
    setReducedMotion(true);
    const { container: calm } = renderWithI18n(<SpecialEndCta {...block} />);
    act(() => intersect(calm.querySelector('section')!));
    expect(getContext).not.toHaveBeenCalled();
    setReducedMotion(false);
    getContext.mockRestore();
  });
});
