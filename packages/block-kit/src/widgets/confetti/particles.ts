/** Spec 2 §9: 250 particles in five bursts, in four colours. */
export const CONFETTI_PARTICLES = 250;
export const CONFETTI_BURSTS = 5;
/** Time between bursts (presentation only, spec 3 §9). */
export const CONFETTI_BURST_GAP_MS = 250;

/** One piece of confetti. */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  rotation: number;
  spin: number;
  color: string;
  /** Burst number, 0-4: a burst starts `burst * CONFETTI_BURST_GAP_MS` after the first. */
  burst: number;
}

/**
 * The particles of one celebration: `total` split evenly over `bursts`, each burst from its own
 * spot along the top third, colours taken in turn. `random` is injectable for tests.
 */
export function createParticles(
  colors: readonly string[],
  width: number,
  height: number,
  random: () => number = Math.random,
  total = CONFETTI_PARTICLES,
  bursts = CONFETTI_BURSTS,
): Particle[] {
  const perBurst = Math.ceil(total / bursts);
  const particles: Particle[] = [];
  for (let index = 0; index < total; index += 1) {
    const burst = Math.min(bursts - 1, Math.floor(index / perBurst));
    const originX = ((burst + 0.5) / bursts) * width;
    const angle = -Math.PI / 2 + (random() - 0.5) * Math.PI * 0.8;
    const speed = 6 + random() * 8;
    particles.push({
      x: originX,
      y: height * 0.35,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      size: 6 + random() * 6,
      rotation: random() * Math.PI,
      spin: (random() - 0.5) * 0.3,
      color: colors[index % colors.length] ?? '#000',
      burst,
    });
  }
  return particles;
}

/** Moves a particle one frame on (gravity and drag). */
export function stepParticle(particle: Particle): void {
  particle.vy += 0.25;
  particle.vx *= 0.99;
  particle.x += particle.vx;
  particle.y += particle.vy;
  particle.rotation += particle.spin;
}
