import type { MiniGridBlock } from '@dementie/cms-model';
import { ResponsiveImage } from '../../content/responsive-image';
import { ListSection } from '../shared/list-section';

/** Props of `LogoWall`: the `miniGrid` block's data. */
export type LogoWallProps = Omit<MiniGridBlock, 'kind' | 'id'> & { className?: string };

/** A wall of partner logos (mini grid, spec 2 §2.5). A linked logo is named by its alt text. */
export function LogoWall({ title, items, className }: LogoWallProps) {
  return (
    <ListSection name="bk-logo-wall" className={className} title={title} items={items}>
      {(item) => (
        <li key={item.image.url} className="bk-logo-wall__item">
          {item.link ? (
            <a
              href={item.link.url}
              target={item.link.external ? '_blank' : undefined}
              rel={item.link.external ? 'noopener noreferrer' : undefined}
            >
              <ResponsiveImage image={item.image} sizes="200px" className="bk-logo-wall__logo" />
            </a>
          ) : (
            <ResponsiveImage image={item.image} sizes="200px" className="bk-logo-wall__logo" />
          )}
        </li>
      )}
    </ListSection>
  );
}
