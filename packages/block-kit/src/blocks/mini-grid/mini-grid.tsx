import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
import { OptionalLink } from '../../widgets/shared/optional-link';
import type { BlockComponentProps } from '../renderer/registry';

/** mini_grid: the logo wall; a logo with a link is a link named by its alt text. */
export function MiniGrid({ block }: BlockComponentProps<'miniGrid'>) {
  const t = useT();
  return (
    <section className="bk-block bk-logo-wall" aria-label={block.title ? undefined : t('blocks.logoWall')}>
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ul className="bk-logo-wall__grid">
        {block.items.map((item) => (
          <li key={item.image.url} className="bk-logo-wall__item">
            <OptionalLink href={item.link?.url} external={item.link?.external} className="bk-logo-wall__link">
              <ResponsiveImage image={item.image} sizes="200px" />
            </OptionalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
