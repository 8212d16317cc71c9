import type { IconGridBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { Icon } from '../../content/icon';
import { RichText } from '../../content/rich-text';
import { ListSection } from '../shared/list-section';

/** Props of `IconGrid`: the `iconGrid` block's data. */
export type IconGridProps = Omit<IconGridBlock, 'kind' | 'id'> & { className?: string };

/** Icons of the icon map with a title, text and link (spec 2 §2.5, §2.8). */
export function IconGrid({ title, items, className }: IconGridProps) {
  return (
    <ListSection name="bk-icon-grid" className={className} title={title} items={items}>
      {(item) => (
        <li key={item.title} className="bk-icon-grid__item">
          <Icon name={item.icon} className="bk-icon-grid__icon" />
          <h3 className="bk-icon-grid__title">{item.title}</h3>
          {item.text ? <RichText html={item.text} /> : null}
          {item.link ? <CmsLink link={item.link} /> : null}
        </li>
      )}
    </ListSection>
  );
}
