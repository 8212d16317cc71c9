import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useMemo, useState } from 'react';
import { BlockHeading } from '../../content/heading-level';
import { prefersReducedMotionNow, useSeenOnce } from '../../widgets/shared/media-hooks';
import { useAsyncLoad, useBlockData } from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';
import { COUNTER_TICK_MS, nextCount } from './counter-steps';

/**
 * counter_block: counts up to the server's total over 2000 ms in 40 ms ticks (at least 1 per tick),
 * starting when it becomes visible; under reduced motion it shows the total at once (spec 2 §4,
 * §9). Screen readers get the total only, never the running numbers.
 */
export function Counter({ block }: BlockComponentProps<'counter'>) {
  const t = useT();
  const { counter } = useBlockData();
  const loader = useMemo(() => (typeof counter === 'function' ? counter : undefined), [counter]);
  const loaded = useAsyncLoad(loader);
  const total = typeof counter === 'number' ? counter : loaded.kind === 'loaded' ? loaded.value : undefined;
  const failed =
    loaded.kind === 'failed' || loaded.kind === 'connection-error' || loaded.kind === 'unauthorized';
  const { ref, seen: visible } = useSeenOnce<HTMLElement>(true, true);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!visible || total === undefined) return;
    if (prefersReducedMotionNow()) {
      setCurrent(total);
      return;
    }
    const timer = window.setInterval(() => {
      setCurrent((value) => {
        const next = nextCount(value, total);
        if (next >= total) window.clearInterval(timer);
        return next;
      });
    }, COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [visible, total]);

  if (failed) return null;
  const format = (n: number) => n.toLocaleString('nl-NL');
  // The label says what is counted: the CMS's own label when the block has one (cms-model maps
  // field_label), else the catalogue's (the server counts certificates issued, spec 2 §7).
  const label = block.label ?? (total === undefined ? undefined : t('blocks.counter.label', { n: total }));
  return (
    <section
      ref={ref}
      className={['bk-block', 'bk-counter', block.color ? `bk-counter--color-${block.color}` : ''].join(' ')}
    >
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {total === undefined ? (
        <p className="bk-counter__figure">
          <span className="bk-visually-hidden">{t('blocks.counter.loading')}</span>
        </p>
      ) : total === 0 ? (
        // Project choice: a fresh install has issued no certificates yet. A bare '0' reads as "nobody
        // cares", so the block shows an inviting sentence instead of the number (and no animation).
        <p className="bk-counter__figure bk-counter__figure--none">{t('blocks.counter.none')}</p>
      ) : (
        <p className="bk-counter__figure">
          <span className="bk-counter__number" aria-hidden="true" data-testid="counter-animated">
            {format(current)}
          </span>
          <span className="bk-visually-hidden">{format(total)}</span>
          {label ? <span className="bk-counter__label"> {label}</span> : null}
        </p>
      )}
    </section>
  );
}
