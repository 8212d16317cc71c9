import { defineBlock } from '../renderer/registry';
import { MediaGalleryBlock } from './media-gallery';

export { MediaGalleryBlock } from './media-gallery';

export const mediaGalleryBlock = defineBlock({
  kind: 'mediaGallery',
  component: MediaGalleryBlock,
  island: true,
});
