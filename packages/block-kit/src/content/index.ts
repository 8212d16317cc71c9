// Content primitives of the blocks: rich text, responsive image, icon map, headings, links, media.
export type { CmsLinkProps } from './cms-link';
export { CmsLink } from './cms-link';
export type { BlockHeadingProps } from './heading-level';
export { BlockHeading, HeadingLevelProvider, NestedHeadings, useHeadingLevel } from './heading-level';
export type { IconProps } from './icon';
export { Icon, isIconName } from './icon';
export type { MediaViewProps } from './media-view';
export { MediaView } from './media-view';
export type { CropShape, PlacedImageProps, ResponsiveImageProps } from './responsive-image';
export {
  CROP_RATIOS,
  FULL_WIDTH_SIZES,
  imageCandidates,
  imageSrcSet,
  PlacedImage,
  placedImage,
  ResponsiveImage,
  TEXT_COLUMN_SIZES,
} from './responsive-image';
export type { RichTextProps } from './rich-text';
export { RichText } from './rich-text';
