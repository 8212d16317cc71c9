export type { ImpactFiguresProps } from './impact-figures';
export { ImpactFigures } from './impact-figures';
