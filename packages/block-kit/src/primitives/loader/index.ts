export type { LoaderProps } from './loader';
export { Loader } from './loader';
