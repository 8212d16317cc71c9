import type { Link as CmsLink } from '@dementie/cms-model';
import { Link } from '../../primitives/link';
import { ListSection } from './list-section';

/**
 * One list item of a CMS link: an `li` with the link, external ones marked by `Link`; `plain` gives a
 * bare anchor in the widget's own look instead (the tag cloud's tags).
 */
function linkItem(linkClassName: string, plain = false) {
  return (link: CmsLink) => (
    <li key={link.url + link.title}>
      {plain ? (
        <a className={linkClassName} href={link.url}>
          {link.title}
        </a>
      ) : (
        <Link href={link.url} external={link.external} className={linkClassName}>
          {link.title}
        </Link>
      )}
    </li>
  );
}

/**
 * The items of a plain list of CMS links: one `li` per link, external ones marked by `Link`. The
 * list element around them stays with the caller, which names and styles it.
 */
export function LinkItems({ links, linkClassName }: { links: readonly CmsLink[]; linkClassName: string }) {
  return links.map(linkItem(linkClassName));
}

/** Props of `LinkNav`. */
export interface LinkNavProps {
  /** The widget's block class, e.g. 'bk-tag-cloud'; the list gets `${name}__list`. */
  name: string;
  className?: string;
  /** The title, shown as the section title and naming the nav. */
  title?: string;
  links: readonly CmsLink[];
  linkClassName: string;
  /** Bare anchors in the widget's own look instead of the kit's text links. Default false. */
  plain?: boolean;
}

/** A titled list of links as a nav named by its title; nothing when there are no links. */
export function LinkNav({ name, className, title, links, linkClassName, plain }: LinkNavProps) {
  return (
    <ListSection as="nav" name={name} className={className} aria-label={title} title={title} items={links}>
      {linkItem(linkClassName, plain)}
    </ListSection>
  );
}
