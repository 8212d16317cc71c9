import type { BlockComponentProps } from '../renderer/registry';
import { LinkCard } from '../shared/link-card';

/** internal_link: a link to a page of this site. */
export function InternalLink({ block }: BlockComponentProps<'internalLink'>) {
  return <LinkCard {...block} className="bk-link-card--internal" />;
}
