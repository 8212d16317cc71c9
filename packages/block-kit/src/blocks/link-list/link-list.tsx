import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';
import { colorClass } from '../shared/color-class';

/** link_list: title, intro, colour and a list of links. */
export function LinkList({ block }: BlockComponentProps<'linkList'>) {
  return (
    <section className={['bk-block', 'bk-link-list', colorClass('bk-link-list', block.color)].join(' ')}>
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <ul className="bk-link-list__items">
        {block.links.map((link) => (
          <li key={link.url + link.title}>
            <CmsLink link={link} as="link" />
          </li>
        ))}
      </ul>
    </section>
  );
}
