import type { SpecialIconGridBlock } from '@dementie/cms-model';
import { CmsIcon } from '../../content/cms-icon';
import { RichText } from '../../content/rich-text';
import { ListSection } from '../shared/list-section';

/** Props of `SpecialIconGrid`: the `specialIconGrid` block's data. */
export type SpecialIconGridProps = Omit<SpecialIconGridBlock, 'kind' | 'id'> & { className?: string };

/** Campaign icons (svg from the CMS; empty alt = decorative) with a title and text (spec 3 §2). */
export function SpecialIconGrid({ title, items, className }: SpecialIconGridProps) {
  return (
    <ListSection name="bk-special-icon-grid" className={className} title={title} items={items}>
      {(item) => (
        <li key={item.title} className="bk-special-icon-grid__item">
          {item.icon ? <CmsIcon icon={item.icon} size={56} className="bk-special-icon-grid__icon" /> : null}
          <h3 className="bk-special-icon-grid__title">{item.title}</h3>
          {item.text ? <RichText html={item.text} /> : null}
        </li>
      )}
    </ListSection>
  );
}
