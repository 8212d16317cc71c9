export type { ImageOverlayProps } from './image-overlay';
export { ImageOverlay } from './image-overlay';
