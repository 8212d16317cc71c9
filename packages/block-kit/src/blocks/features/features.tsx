import { CmsIcon } from '../../content/cms-icon';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** features: title, description and items with an svg icon, text and link. */
export function Features({ block }: BlockComponentProps<'features'>) {
  return (
    <section
      className={[
        'bk-block',
        'bk-features',
        block.confettiVariant ? `bk-features--decor-${block.confettiVariant}` : '',
      ].join(' ')}
    >
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.description ? <RichText html={block.description} /> : null}
      <ul className="bk-features__items">
        {block.items.map((item) => (
          <li key={item.title} className="bk-features__item">
            {item.icon ? <CmsIcon icon={item.icon} size={56} className="bk-features__icon" /> : null}
            <BlockHeading sub>{item.title}</BlockHeading>
            {item.description ? <RichText html={item.description} /> : null}
            {item.link ? <CmsLink link={item.link} as="link" /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
