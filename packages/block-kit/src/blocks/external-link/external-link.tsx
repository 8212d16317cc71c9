import type { BlockComponentProps } from '../renderer/registry';
import { LinkCard } from '../shared/link-card';

/** external_link: a link to another website, marked as such. */
export function ExternalLink({ block }: BlockComponentProps<'externalLink'>) {
  return <LinkCard {...block} className="bk-link-card--external" />;
}
