export type { VideoPlayerProps } from './video-player';
export { VideoPlayer } from './video-player';
export type { VideoHost } from './video-url';
export { isVideoConsentExemptAddress, videoEmbedUrl, videoHost } from './video-url';
