export { VIDEO_PLAYER_ISLAND } from '../../islands/island-names';
export type { VideoPlayerProps } from './video-player';
export { VideoPlayer, VideoPlayerView } from './video-player';
export type { VideoHost } from './video-url';
export { isVideoConsentExemptAddress, videoEmbedUrl, videoHost } from './video-url';
