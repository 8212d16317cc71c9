import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
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
            {item.link ? (
              <a
                href={item.link.url}
                className="bk-logo-wall__link"
                {...(item.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ResponsiveImage image={item.image} sizes="200px" />
              </a>
            ) : (
              <ResponsiveImage image={item.image} sizes="200px" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
