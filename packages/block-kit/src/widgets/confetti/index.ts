export type { ConfettiProps } from './confetti';
export { Confetti } from './confetti';
export type { Particle } from './particles';
export { CONFETTI_BURSTS, CONFETTI_PARTICLES, createParticles, stepParticle } from './particles';
