import type { ImportantLinksBlock } from '@dementie/cms-model';
import { Link } from '../../primitives/link';

/** Props of `ImportantLinks`: the `importantLinks` block's data. */
export type ImportantLinksProps = Omit<ImportantLinksBlock, 'kind' | 'id'> & { className?: string };

/** A short list of important links; external ones are marked (spec 2 §2.5). */
export function ImportantLinks({ title, links, className }: ImportantLinksProps) {
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (links.length === 0) return null;
  return (
    <nav className={['bk-important-links', className].filter(Boolean).join(' ')} aria-label={title}>
      {title ? <h2 className="bk-section-title">{title}</h2> : null}
      <ul className="bk-important-links__list">
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url} external={link.external} className="bk-important-links__link">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
