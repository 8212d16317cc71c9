import { BlockHeading } from '../../content/heading-level';
import { LinkItems } from '../../widgets/shared/link-items';
import type { BlockComponentProps } from '../renderer/registry';

/** home_link_grid: a label and a grid of big links. */
export function HomeLinkGrid({ block }: BlockComponentProps<'homeLinkGrid'>) {
  return (
    <nav className="bk-block bk-home-links" aria-label={block.label}>
      {block.label ? <BlockHeading>{block.label}</BlockHeading> : null}
      <ul className="bk-home-links__grid">
        <LinkItems links={block.links} linkClassName="bk-home-links__link" />
      </ul>
    </nav>
  );
}
