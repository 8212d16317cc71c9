// The browser entry of a document page (decision 0067): the islands loader, a few hundred bytes.
export type { StartIslandsOptions } from './loader';
export { startIslands } from './loader';
