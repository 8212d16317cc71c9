export type { MediaGalleryProps } from './media-gallery';
export { galleryLayout, MediaGallery } from './media-gallery';
