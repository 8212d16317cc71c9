import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** follow_on: what to do next. */
export function FollowOn({ block }: BlockComponentProps<'followOn'>) {
  return (
    <section className="bk-block bk-follow-on">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <ul className="bk-follow-on__links">
        {block.links.map((link) => (
          <li key={link.url + link.title}>
            <CmsLink link={link} as="link" />
          </li>
        ))}
      </ul>
    </section>
  );
}
