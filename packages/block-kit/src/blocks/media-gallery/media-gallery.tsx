import { MediaGallery } from '../../widgets/media-gallery';
import type { BlockComponentProps } from '../renderer/registry';

/**
 * media_gallery: the widgets' gallery with lightbox (layouts for 2 to 5 items, spec 2 §2.8).
 */
export function MediaGalleryBlock({ block }: BlockComponentProps<'mediaGallery'>) {
  return (
    <div className="bk-block bk-gallery-block">
      <MediaGallery {...(block.title ? { title: block.title } : {})} items={block.items} />
    </div>
  );
}
