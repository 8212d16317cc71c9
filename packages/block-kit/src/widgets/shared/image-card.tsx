import type { Image } from '@dementie/cms-model';
import type { ReactNode } from 'react';
import { ResponsiveImage, type ResponsiveImageProps } from '../../content/responsive-image';

/** Props of `ImageCard`. */
export interface ImageCardProps {
  /** The card's own element: an article in a grid, an item of a list, a block's section or figure. */
  as?: 'article' | 'li' | 'section' | 'figure';
  className: string;
  /** The picture; without one the card is its body alone (`ResponsiveImage` then renders nothing). */
  image?: Image | null;
  /** How the picture shows: its class, `sizes`, crop, alt text and priority. */
  picture: Omit<ResponsiveImageProps, 'image'>;
  bodyClassName: string;
  /**
   * The card leads to one page: its one link (classed `bk-card-target__link`, see `cardTargetLink`)
   * stretches over the whole card, so every point of it is that link, with one tab stop and the focus
   * ring around the card (decision 0100). Default false.
   */
  oneTarget?: boolean;
  children: ReactNode;
}

/** The class of the one link of a card made with `oneTarget`: the link that covers the whole card. */
export const cardTargetLink = 'bk-card-target__link';

/**
 * The card shape the blocks and widgets share: an optional picture first, then a body with the
 * card's texts and link. Each card keeps its own class names, so its look stays its own; only the
 * markup's order lives here once (and 'no picture, no image element' in `ResponsiveImage`).
 */
export function ImageCard({
  as: Tag = 'article',
  className,
  image,
  picture,
  bodyClassName,
  oneTarget = false,
  children,
}: ImageCardProps) {
  return (
    <Tag className={oneTarget ? `${className} bk-card-target` : className}>
      <ResponsiveImage image={image} {...picture} />
      <div className={bodyClassName}>{children}</div>
    </Tag>
  );
}
