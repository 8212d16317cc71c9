export type { BookcaseProps } from './bookcase';
export { Bookcase } from './bookcase';
