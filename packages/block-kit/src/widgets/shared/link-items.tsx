import type { Link as CmsLink } from '@dementie/cms-model';
import { Link } from '../../primitives/link';

/**
 * The items of a plain list of CMS links: one `li` per link, external ones marked by `Link`. The
 * list element around them stays with the caller, which names and styles it.
 */
export function LinkItems({ links, linkClassName }: { links: readonly CmsLink[]; linkClassName: string }) {
  return links.map((link) => (
    <li key={link.url + link.title}>
      <Link href={link.url} external={link.external} className={linkClassName}>
        {link.title}
      </Link>
    </li>
  ));
}
