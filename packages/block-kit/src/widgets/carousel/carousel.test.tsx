import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { resizeTo, setReducedMotion } from '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { Carousel } from './carousel';
import { slidesPerView } from './slides-per-view';

const carousel = fixtureBlock('carousel', 'carousel');

function visibleSlides() {
  return screen.getAllByRole('listitem', { hidden: true }).filter((slide) => !slide.hasAttribute('inert'));
}

describe('slidesPerView', { timeout: 30_000 }, () => {
  it('shows 1, 2 from 600 px and 3 from 1024 px; 2 or 4 when exactly that many', () => {
    expect(slidesPerView(400, 6)).toBe(1);
    expect(slidesPerView(600, 6)).toBe(2);
    expect(slidesPerView(1024, 6)).toBe(3);
    expect(slidesPerView(1024, 2)).toBe(2);
    expect(slidesPerView(1280, 4)).toBe(4);
    expect(slidesPerView(1280, 5)).toBe(3);
    expect(slidesPerView(700, 1)).toBe(1);
  });
});

describe('Carousel', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    setReducedMotion(false);
    resizeTo(1024);
  });

  it('moves with the buttons and the arrow keys, keeping hidden slides inert', async () => {
    resizeTo(400);
    const { container } = renderWithI18n(<Carousel {...carousel} />);
    expect(screen.getByRole('region', { name: carousel.title })).toBeInTheDocument();
    expect(visibleSlides()).toHaveLength(1);
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 1 van ${carousel.items.length}`);
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 2 van ${carousel.items.length}`);
    const viewport = container.querySelector('.bk-carousel__viewport')!;
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 3 van ${carousel.items.length}`);
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 2 van ${carousel.items.length}`);
    await expectNoAxeViolations(container);
  });

  it('follows a swipe', () => {
    resizeTo(400);
    const { container } = renderWithI18n(<Carousel {...carousel} />);
    const viewport = container.querySelector('.bk-carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 2 van ${carousel.items.length}`);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 1 van ${carousel.items.length}`);
  });

  it('shows all of exactly two or four items on a wide screen, with no buttons', () => {
    resizeTo(1280);
    const { unmount } = renderWithI18n(<Carousel {...fixtureBlock('carouselTwo', 'carousel')} />);
    expect(visibleSlides()).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithI18n(<Carousel {...fixtureBlock('carouselFour', 'carousel')} />);
    expect(visibleSlides()).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows three of more cards on a wide screen, with the buttons to step to the rest', async () => {
    resizeTo(1280);
    renderWithI18n(<Carousel {...carousel} />);
    expect(carousel.items.length).toBeGreaterThan(4);
    expect(visibleSlides()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 2 van ${carousel.items.length}`);
  });

  it('plays by itself until paused, and not at all under reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resizeTo(400);
    const { unmount } = renderWithI18n(<Carousel {...carousel} autoplayMs={5000} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 2 van ${carousel.items.length}`);
    await userEvent.click(screen.getByRole('button', { name: 'Pauzeer' }));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 2 van ${carousel.items.length}`);
    expect(screen.getByRole('button', { name: 'Speel af' })).toBeInTheDocument();
    unmount();
    setReducedMotion(true);
    const { container } = renderWithI18n(<Carousel {...carousel} autoplayMs={5000} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(visibleSlides()[0]).toHaveAccessibleName(`Dia 1 van ${carousel.items.length}`);
    expect(screen.queryByRole('button', { name: 'Pauzeer' })).toBeNull();
    expect((container.querySelector('.bk-carousel__track') as HTMLElement).style.transitionDuration).toBe(
      '0ms',
    );
  });
});
