export { UTILITIES_BAR_ISLAND } from '../../islands/island-names';
export type { ReadAloudService, ShareNetwork } from './share-links';
export { mailtoUrl, readAloudUrl, SHARE_NETWORK_NAMES, shareUrl } from './share-links';
export type { UtilitiesBarProps } from './utilities-bar';
export {
  COPY_SUCCESS_MS,
  DESKTOP_MIN_WIDTH,
  UtilitiesBar,
  UtilitiesBarView,
} from './utilities-bar';
