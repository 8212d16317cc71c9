export type { TimelineProps } from './timeline';
export { Timeline } from './timeline';
