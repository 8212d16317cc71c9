import type { Card, CarouselBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { CmsLink } from '../../content/cms-link';
import { RichText } from '../../content/rich-text';
import { Button, type ButtonProps } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { ImageCard } from '../shared/image-card';
import { usePrefersReducedMotion, useViewportWidth } from '../shared/media-hooks';
import { SectionTitle } from '../shared/section-title';
import { CAROUSEL_GAP_PX, CAROUSEL_SPEED_MS, slidesPerView } from './slides-per-view';

/** Props of `Carousel`: the `carousel` block's data. */
export type CarouselProps = Omit<CarouselBlock, 'kind' | 'id'> & {
  /**
   * Move on by itself every so many ms; a 'Pauzeer' button stops it (WCAG 2.2.2). Default: no
   * automatic movement. Never under reduced motion.
   */
  autoplayMs?: number;
  className?: string;
};

const SWIPE_MIN_PX = 40;

/**
 * A carousel of cards (spec 2 §9): 1, 2 or 3 in view by width, 500 ms slides with a 24 px gap,
 * buttons, arrow keys and swipe; slides out of view are inert; no motion under reduced motion.
 */
export function Carousel({ title, items, autoplayMs, className }: CarouselProps) {
  const t = useT();
  const titleId = useId();
  const width = useViewportWidth() ?? 0;
  const reduced = usePrefersReducedMotion();
  const perView = slidesPerView(width, items.length);
  const lastStart = Math.max(0, items.length - perView);
  const [start, setStart] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const pointerStart = useRef<number | null>(null);
  const first = Math.min(start, lastStart);
  const go = (next: number) => setStart(Math.min(Math.max(next, 0), lastStart));

  // Every card in view (2 or 4 cards on a wide screen, spec 2 §9): nothing to step through, no buttons.
  const allInView = lastStart === 0;
  const autoplay = autoplayMs !== undefined && playing && !reduced && !allInView;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setStart((value) => (value >= lastStart ? 0 : value + 1)), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplay, autoplayMs, lastStart]);

  const trackStyle = {
    '--bk-carousel-per-view': perView,
    '--bk-carousel-gap': `${CAROUSEL_GAP_PX}px`,
    transform: `translateX(calc(${-first} * (100% + ${CAROUSEL_GAP_PX}px) / ${perView}))`,
    transitionDuration: reduced ? '0ms' : `${CAROUSEL_SPEED_MS}ms`,
  } as CSSProperties;

  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section
      className={classNames('bk-carousel', className)}
      aria-roledescription="carousel"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('carousel.slide', { n: first + 1, total: items.length })}
    >
      <SectionTitle title={title} id={titleId} />
      {allInView ? null : (
        <div className="bk-carousel__controls">
          {autoplayMs !== undefined && !reduced ? (
            <CarouselButton icon={playing ? 'pause' : 'play'} onClick={() => setPlaying((value) => !value)}>
              {playing ? t('carousel.pause') : t('carousel.play')}
            </CarouselButton>
          ) : null}
          <CarouselButton icon="previous" onClick={() => go(first - 1)} disabled={first === 0}>
            {t('carousel.previous')}
          </CarouselButton>
          <CarouselButton icon="next" onClick={() => go(first + 1)} disabled={first >= lastStart}>
            {t('carousel.next')}
          </CarouselButton>
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and swipe are shortcuts; the buttons above are the accessible controls */}
      <div
        className="bk-carousel__viewport"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(first - 1);
          if (event.key === 'ArrowRight') go(first + 1);
        }}
        onPointerDown={(event) => {
          pointerStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (pointerStart.current === null) return;
          const delta = event.clientX - pointerStart.current;
          pointerStart.current = null;
          if (delta <= -SWIPE_MIN_PX) go(first + 1);
          else if (delta >= SWIPE_MIN_PX) go(first - 1);
        }}
      >
        <ul className="bk-carousel__track" style={trackStyle} aria-live={autoplay ? 'off' : 'polite'}>
          {items.map((card, position) => {
            const inView = position >= first && position < first + perView;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: CMS lists are static per render and may repeat titles; the position keeps keys unique
                key={`${card.title}-${position}`}
                className="bk-carousel__slide"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { n: position + 1, total: items.length })}
                aria-hidden={inView ? undefined : true}
                inert={!inView}
              >
                <CarouselCard card={card} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

const icons = {
  previous: 'M10 3 5 8l5 5',
  next: 'M6 3l5 5-5 5',
  pause: 'M5 3v10M11 3v10',
  play: 'M5 3v10l8-5z',
} as const;

/**
 * A control of the carousel: an arrow (or pause/play sign) with its text. On a phone the text is
 * visually hidden (it stays the button's name), so the row of buttons never wraps.
 */
function CarouselButton({
  icon,
  children,
  ...rest
}: { icon: keyof typeof icons; children: string } & Pick<ButtonProps, 'onClick' | 'disabled'>) {
  return (
    <Button variant="secondary" className="bk-carousel__button" {...rest}>
      <svg
        className="bk-carousel__icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        focusable="false"
        aria-hidden="true"
      >
        <path
          d={icons[icon]}
          fill={icon === 'play' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="bk-carousel__button-text">{children}</span>
    </Button>
  );
}

function CarouselCard({ card }: { card: Card }) {
  return (
    <ImageCard
      className="bk-carousel__card"
      image={card.image}
      picture={{ className: 'bk-carousel__image', sizes: '(min-width: 1024px) 33vw, 100vw' }}
      bodyClassName="bk-carousel__body"
    >
      <h3 className="bk-carousel__title">{card.title}</h3>
      {card.text ? <RichText html={card.text} /> : null}
      {card.button ? <CmsLink link={card.button} /> : null}
    </ImageCard>
  );
}
