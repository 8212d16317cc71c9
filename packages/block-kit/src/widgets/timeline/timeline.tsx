import type { TimelineBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { useDebouncedResize } from '../shared/media-hooks';
import { SectionTitle } from '../shared/section-title';

/** Props of `Timeline`: the `timeline` block's data. */
export type TimelineProps = Omit<TimelineBlock, 'kind' | 'id'> & { className?: string };

/**
 * Moments in order along a line (spec 2 §2.5). The line's length is measured from the last dot and
 * re-measured 200 ms after resizing stops (spec 2 §9).
 */
export function Timeline({ title, items, className }: TimelineProps) {
  const t = useT();
  const listRef = useRef<HTMLOListElement>(null);
  const [lineLength, setLineLength] = useState<number | undefined>(undefined);
  const measure = () => {
    const list = listRef.current;
    const last = list?.lastElementChild as HTMLElement | null | undefined;
    if (list && last) setLineLength(last.offsetTop);
  };
  useEffect(measure, []);
  useDebouncedResize(measure);
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section className={classNames('bk-timeline', className)} aria-label={title ?? t('timeline.label')}>
      <SectionTitle title={title} />
      <ol
        ref={listRef}
        className="bk-timeline__list"
        style={lineLength ? ({ '--bk-timeline-line': `${lineLength}px` } as CSSProperties) : undefined}
      >
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS lists are static per render and may repeat titles; the position keeps keys unique
          <li key={`${item.label}-${index}`} className="bk-timeline__item">
            <p className="bk-timeline__label">{item.label}</p>
            <h3 className="bk-timeline__title">{item.title}</h3>
            {item.text ? <RichText html={item.text} /> : null}
            <ResponsiveImage
              image={item.image}
              className="bk-timeline__image"
              sizes="(min-width: 768px) 50vw, 100vw"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
