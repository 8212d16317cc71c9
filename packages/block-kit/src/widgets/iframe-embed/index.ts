export type { IframeEmbedProps } from './iframe-embed';
export { IframeEmbed, SPOTIFY_IFRAME_HEIGHT } from './iframe-embed';
