import type { FollowOnBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';

/**
 * The section of the link list and follow-on blocks: optional title and intro above a list of
 * plain links. The blocks differ only in their classes (the link list also has a colour).
 */
export function LinksSection({
  className,
  listClassName,
  title,
  intro,
  links,
}: Pick<FollowOnBlock, 'title' | 'intro' | 'links'> & { className: string; listClassName: string }) {
  return (
    <section className={className}>
      {title ? <BlockHeading>{title}</BlockHeading> : null}
      {intro ? <RichText html={intro} /> : null}
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.url + link.title}>
            <CmsLink link={link} as="link" />
          </li>
        ))}
      </ul>
    </section>
  );
}
