export type { VideoPlayerProps } from './video-player';
export { VIDEO_PLAYER_ISLAND, VideoPlayer, VideoPlayerView } from './video-player';
export type { VideoHost } from './video-url';
export { isVideoConsentExemptAddress, videoEmbedUrl, videoHost } from './video-url';
