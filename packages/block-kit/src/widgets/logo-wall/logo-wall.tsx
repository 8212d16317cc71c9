import type { MiniGridBlock } from '@dementie/cms-model';
import { ResponsiveImage } from '../../content/responsive-image';
import { ListSection } from '../shared/list-section';
import { OptionalLink } from '../shared/optional-link';

/** Props of `LogoWall`: the `miniGrid` block's data. */
export type LogoWallProps = Omit<MiniGridBlock, 'kind' | 'id'> & { className?: string };

/** A wall of partner logos (mini grid, spec 2 §2.5). A linked logo is named by its alt text. */
export function LogoWall({ title, items, className }: LogoWallProps) {
  return (
    <ListSection name="bk-logo-wall" className={className} title={title} items={items}>
      {(item) => (
        <li key={item.image.url} className="bk-logo-wall__item">
          <OptionalLink href={item.link?.url} external={item.link?.external}>
            <ResponsiveImage image={item.image} sizes="200px" className="bk-logo-wall__logo" />
          </OptionalLink>
        </li>
      )}
    </ListSection>
  );
}
