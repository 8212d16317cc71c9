import type { ImageOverlayBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useId, useState } from 'react';
import { FULL_WIDTH_SIZES, ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { SectionTitle } from '../shared/section-title';

/** Props of `ImageOverlay`: the `imageOverlay` block's data. */
export type ImageOverlayProps = Omit<ImageOverlayBlock, 'kind' | 'id'> & { className?: string };

/** Slides of an image with text over it, stepped with 'Vorige'/'Volgende' (spec 2 §2.5, spec 3 §2). */
export function ImageOverlay({ title, slides, className }: ImageOverlayProps) {
  const t = useT();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  if (!slide) return null;
  return (
    <section
      className={classNames('bk-image-overlay', className)}
      aria-labelledby={title ? titleId : undefined}
    >
      <SectionTitle title={title} id={titleId} />
      <div className="bk-image-overlay__stage">
        <ResponsiveImage sizes={FULL_WIDTH_SIZES} image={slide.image} className="bk-image-overlay__image" />
        <div className="bk-image-overlay__text" aria-live="polite">
          <p className="bk-image-overlay__counter">
            {t('carousel.slide', { n: index + 1, total: slides.length })}
          </p>
          <h3 className="bk-image-overlay__title">{slide.title}</h3>
          {slide.text ? <RichText html={slide.text} /> : null}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="bk-image-overlay__nav">
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('common.previous')}
          </Button>
          <Button
            variant="secondary"
            disabled={index === slides.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            {t('common.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
