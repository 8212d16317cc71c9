import { formatScore } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useState } from 'react';
import { flowerCounterDelays } from '../domain/points';
import { usePlayerConfig } from './context';

const PETALS = 8;

/** Reads prefers-reduced-motion after mount (never at module scope); `override` wins. */
export function useReducedMotion(override?: boolean): boolean {
  const [reduced, setReduced] = useState(override ?? false);
  useEffect(() => {
    if (override !== undefined) {
      setReduced(override);
      return;
    }
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [override]);
  return reduced;
}

/** Props of {@link ScoreFlower}. */
export interface ScoreFlowerProps {
  readonly score: number;
  readonly max: number;
  /** Whether the petals animate in; the counter then starts after 3000 ms instead of 1500 ms. Default true. */
  readonly animated?: boolean;
  /** Random source for the counter steps (tests). */
  readonly random?: () => number;
}

/**
 * The score flower (spec 3 §2, §9): petals fill with the share of the score, and a counter runs up
 * to the score, starting after 3000 ms with the flower animation or 1500 ms without, each step
 * 40 ms plus up to 100 ms. Under reduced motion nothing moves: the final score shows at once.
 * Screen readers get the score as text, never the running counter.
 */
export function ScoreFlower({ score, max, animated = true, random }: ScoreFlowerProps): ReactNode {
  const t = useT();
  const { reducedMotion } = usePlayerConfig();
  const reduced = useReducedMotion(reducedMotion);
  const delays = flowerCounterDelays({
    score,
    animated: animated && !reduced,
    reducedMotion: reduced,
    random,
  });
  const [shown, setShown] = useState(delays ? 0 : score);

  useEffect(() => {
    const steps = flowerCounterDelays({
      score,
      animated: animated && !reduced,
      reducedMotion: reduced,
      random,
    });
    if (!steps) {
      setShown(score);
      return;
    }
    setShown(0);
    let handle: ReturnType<typeof setTimeout> | undefined;
    let index = 0;
    const tick = () => {
      index += 1;
      setShown(Math.min(index, score));
      const delay = steps[index];
      if (delay !== undefined) handle = setTimeout(tick, delay);
    };
    handle = setTimeout(tick, steps[0]);
    return () => clearTimeout(handle);
  }, [score, animated, reduced, random]);

  const filled = max > 0 ? Math.round((Math.min(score, max) / max) * PETALS) : 0;
  return (
    <div className={`ep-flower${animated && !reduced ? ' ep-flower--animated' : ''}`}>
      <svg className="ep-flower__image" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
        {Array.from({ length: PETALS }, (_, index) => (
          <ellipse
            // biome-ignore lint/suspicious/noArrayIndexKey: petals are positional
            key={index}
            className={index < filled ? 'ep-flower__petal ep-flower__petal--filled' : 'ep-flower__petal'}
            cx="0"
            cy="-27"
            rx="11"
            ry="20"
            transform={`rotate(${(360 / PETALS) * index})`}
            style={{ animationDelay: `${index * 120}ms` }}
          />
        ))}
        <circle className="ep-flower__heart" r="17" />
      </svg>
      <p className="ep-flower__count" aria-hidden="true">
        {shown}
      </p>
      <p className="ep-visually-hidden">{formatScore(score, max, t)}</p>
    </div>
  );
}
