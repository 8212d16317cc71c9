import type { BlockComponentProps } from '../renderer/registry';
import { LinkCard } from '../shared/link-card';

/** link_with_image: a link with a picture. */
export function LinkWithImage({ block }: BlockComponentProps<'linkWithImage'>) {
  return <LinkCard {...block} className="bk-link-card--image" />;
}
