export { clampPercent, pointsLeft } from './domain/points';
