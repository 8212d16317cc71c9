import type { BlockComponentProps } from '../renderer/registry';
import { colorClass } from '../shared/color-class';
import { LinksSection } from '../shared/links-section';

/** link_list: title, intro, colour and a list of links. */
export function LinkList({ block }: BlockComponentProps<'linkList'>) {
  return (
    <LinksSection
      className={['bk-block', 'bk-link-list', colorClass('bk-link-list', block.color)].join(' ')}
      listClassName="bk-link-list__items"
      title={block.title}
      intro={block.intro}
      links={block.links}
    />
  );
}
