import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BlockHeading } from '../../content/heading-level';
import { prefersReducedMotionNow } from '../../widgets/shared/media-hooks';
import { useAsyncLoad, useBlockData } from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';
import { COUNTER_TICK_MS, nextCount } from './counter-steps';

/**
 * Whether the counter counts up, and from where it is. `shown`: the figure as it is (the server's page,
 * a browser without scripts, reduced motion, or a figure the visitor saw before the scripts came);
 * `waiting`: out of view at 0; `counting`: in view and growing to the total.
 */
type CounterRun = 'shown' | 'waiting' | 'counting';

/**
 * counter_block: counts up to the server's total over 2000 ms in 40 ms ticks (at least 1 per tick),
 * starting when it becomes visible; under reduced motion it shows the total at once (spec 2 §4,
 * §9). Screen readers get the total only, never the running numbers.
 *
 * A total that came with the page is in its HTML as the figure itself (decision
 * 0098): once the scripts take the counter over, it goes back to 0 only
 * while it is out of view, and counts when it comes into view; a figure already in view stays.
 */
export function Counter({ block }: BlockComponentProps<'counter'>) {
  const t = useT();
  const { counter } = useBlockData();
  const given = block.total ?? (typeof counter === 'number' ? counter : undefined);
  const loader = useMemo(
    () => (given === undefined && typeof counter === 'function' ? counter : undefined),
    [given, counter],
  );
  const loaded = useAsyncLoad(loader);
  const total = given ?? (loaded.kind === 'loaded' ? loaded.value : undefined);
  const failed =
    loaded.kind === 'failed' || loaded.kind === 'connection-error' || loaded.kind === 'unauthorized';
  const ref = useRef<HTMLElement>(null);
  // Whether the figure was there from the first render (the page's HTML showed it).
  const [shownAtStart] = useState(total !== undefined);
  const [run, setRun] = useState<CounterRun>(shownAtStart ? 'shown' : 'waiting');
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (total === undefined || !element) return;
    if (prefersReducedMotionNow()) {
      setRun('shown');
      return;
    }
    // Without an observer nothing would ever start it: the total is shown as it is.
    if (typeof IntersectionObserver === 'undefined') {
      setRun('shown');
      return;
    }
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      const firstReport = first;
      first = false;
      if (inView) {
        observer.disconnect();
        // The visitor sees the figure the page brought: it is not taken away to count again.
        setRun(firstReport && shownAtStart ? 'shown' : 'counting');
      } else if (firstReport) {
        setCurrent(0);
        setRun('waiting');
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [total, shownAtStart]);

  useEffect(() => {
    if (run !== 'counting' || total === undefined) return;
    const timer = window.setInterval(() => {
      setCurrent((value) => {
        const next = nextCount(value, total);
        if (next >= total) window.clearInterval(timer);
        return next;
      });
    }, COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [run, total]);

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
            {format(run === 'shown' ? total : current)}
          </span>
          <span className="bk-visually-hidden">{format(total)}</span>
          {label ? <span className="bk-counter__label"> {label}</span> : null}
        </p>
      )}
    </section>
  );
}
