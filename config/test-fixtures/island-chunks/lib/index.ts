// A barrel, as a workspace package's index: names only.
export * from './heavy';
export { MARK } from './mark';
export * from './small';
