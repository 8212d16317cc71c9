export type { HeadingLevel, HeadingProps, HeadingSize } from './heading';
export { Heading } from './heading';
