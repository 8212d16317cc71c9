import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotionNow } from '../shared/media-hooks';
import { CONFETTI_BURST_GAP_MS, createParticles, stepParticle } from './particles';

/** The four brand colours (custom properties of the theme), read when the confetti fires. */
const COLOR_TOKENS = [
  '--dm-color-brand',
  '--dm-color-accent',
  '--dm-color-brand-soft',
  '--dm-color-brand-strong',
] as const;
const FALLBACK_COLORS = ['#0b5875', '#f2a900', '#e3f0f5', '#073f54'];
const DURATION_MS = 4000;

/** Props of `Confetti`. */
export interface ConfettiProps {
  /**
   * Fires when this changes to a new truthy value (e.g. a counter, or `true` once). Skipped under
   * reduced motion (spec 2 §9).
   */
  fire: number | boolean;
  /** Override the four brand colours. */
  colors?: readonly string[];
}

/**
 * A celebration: 250 pieces in five bursts on a canvas (spec 2 §9), no library. The canvas fills its
 * positioned parent, behind that parent's content (the parent sets `position: relative` and
 * `isolation: isolate`): the pieces never cover text. It is decorative (aria-hidden) and lets clicks
 * through.
 */
export function Confetti({ fire, colors }: ConfettiProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!fire || prefersReducedMotionNow()) return;
    setActive(true);
  }, [fire]);

  useEffect(() => {
    if (!active) return;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) {
      setActive(false);
      return;
    }
    // The celebration stays inside its own area (the block it belongs to), never over the page's text.
    canvas.width = canvas.clientWidth;
    canvas.height = canvas.clientHeight;
    const style = getComputedStyle(canvas);
    const palette =
      colors ??
      COLOR_TOKENS.map(
        (token, index) => style.getPropertyValue(token).trim() || FALLBACK_COLORS[index] || '#000',
      );
    const particles = createParticles(palette, canvas.width, canvas.height);
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - started;
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (const particle of particles) {
        if (elapsed < particle.burst * CONFETTI_BURST_GAP_MS) continue;
        stepParticle(particle);
        context.save();
        context.translate(particle.x, particle.y);
        context.rotate(particle.rotation);
        context.fillStyle = particle.color;
        context.fillRect(-particle.size / 2, -particle.size / 4, particle.size, particle.size / 2);
        context.restore();
      }
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(draw);
      else setActive(false);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [active, colors]);

  // Decorative: hidden from assistive technology by its wrapper.
  return active ? (
    <div className="bk-confetti-area" aria-hidden="true">
      <canvas ref={canvasRef} className="bk-confetti" />
    </div>
  ) : null;
}
