// The browser entries of document pages (decision 0067): the islands loader, a few hundred bytes,
// and the player page's (decision 0073).

export type { StartIslandsOptions } from './loader';
export { startIslands } from './loader';
export { startPlayerPage } from './player-page';
