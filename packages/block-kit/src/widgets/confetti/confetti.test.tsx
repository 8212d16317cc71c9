import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReducedMotion } from '../test-support/dom';
import { Confetti } from './confetti';
import { CONFETTI_BURSTS, CONFETTI_PARTICLES, createParticles } from './particles';

describe('Confetti', { timeout: 30_000 }, () => {
  afterEach(() => setReducedMotion(false));

  it('makes 250 particles in five bursts in four colours', () => {
    const colors = ['#a', '#b', '#c', '#d'];
    const particles = createParticles(colors, 1000, 800, () => 0.5);
    expect(particles).toHaveLength(CONFETTI_PARTICLES);
    expect(new Set(particles.map((p) => p.burst))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(particles.filter((p) => p.burst === 0)).toHaveLength(CONFETTI_PARTICLES / CONFETTI_BURSTS);
    expect(new Set(particles.map((p) => p.color))).toEqual(new Set(colors));
  });

  it('draws on a decorative canvas when fired', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      clearRect: vi.fn(),
      save: vi.fn(),
      restore: vi.fn(),
      translate: vi.fn(),
      rotate: vi.fn(),
      fillRect: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    const { container } = render(<Confetti fire={1} />);
    expect(container.querySelector('canvas')?.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(getContext).toHaveBeenCalledWith('2d');
    getContext.mockRestore();
  });

  it('is skipped under reduced motion, and without a trigger', () => {
    const { container, rerender } = render(<Confetti fire={false} />);
    expect(container.querySelector('canvas')).toBeNull();
    setReducedMotion(true);
    rerender(<Confetti fire={1} />);
    expect(container.querySelector('canvas')).toBeNull();
  });
});
