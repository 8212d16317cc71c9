import { BlockHeading } from '../../content/heading-level';
import { Link } from '../../primitives/link';
import type { BlockComponentProps } from '../renderer/registry';

/** home_link_grid: a label and a grid of big links. */
export function HomeLinkGrid({ block }: BlockComponentProps<'homeLinkGrid'>) {
  return (
    <nav className="bk-block bk-home-links" aria-label={block.label}>
      {block.label ? <BlockHeading>{block.label}</BlockHeading> : null}
      <ul className="bk-home-links__grid">
        {block.links.map((link) => (
          <li key={link.url + link.title}>
            <Link href={link.url} external={link.external} className="bk-home-links__link">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
