import type { BlockComponentProps } from '../renderer/registry';
import { LinksSection } from '../shared/links-section';

/** follow_on: what to do next. */
export function FollowOn({ block }: BlockComponentProps<'followOn'>) {
  return (
    <LinksSection
      className="bk-block bk-follow-on"
      listClassName="bk-follow-on__links"
      title={block.title}
      intro={block.intro}
      links={block.links}
    />
  );
}
