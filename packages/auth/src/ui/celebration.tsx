import { useEffect, useState } from 'react';

/*
 * Confetti for a passed result and the owner's certificate (spec 1 §2), drawn with CSS only and
 * hidden from assistive technology. It is skipped when the visitor prefers reduced motion.
 */

/** How long one burst stays on screen. */
export const CELEBRATION_MS = 4000;

const PIECES = 60;

/** Props of {@link Celebration}. */
export interface CelebrationProps {
  /** Changes to this number start a new burst (e.g. the owner's confetti button). */
  readonly burst: number;
  /** True when the visitor prefers reduced motion: nothing is drawn. */
  readonly reducedMotion: boolean;
}

/** A short confetti burst over the page; decorative only. */
export function Celebration({ burst, reducedMotion }: CelebrationProps) {
  // The burst that has finished; a new number shows the confetti again.
  const [finished, setFinished] = useState(0);
  const show = !reducedMotion && burst > 0 && finished !== burst;
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(() => setFinished(burst), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [show, burst]);
  if (!show) return null;
  return (
    <div className="au-celebration" aria-hidden="true" data-testid="celebration" key={burst}>
      {Array.from({ length: PIECES }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed and never reorder
          key={index}
          className={`au-celebration__piece au-celebration__piece--${index % 4}`}
          style={{
            insetInlineStart: `${(index * 37) % 100}%`,
            animationDelay: `${(index % 10) * 80}ms`,
            animationDuration: `${2200 + ((index * 53) % 1400)}ms`,
          }}
        />
      ))}
    </div>
  );
}
