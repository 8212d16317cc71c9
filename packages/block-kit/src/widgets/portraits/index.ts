export type { PortraitsProps } from './portraits';
export { Portraits } from './portraits';
