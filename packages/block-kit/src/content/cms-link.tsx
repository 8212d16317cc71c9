import type { Link as LinkModel } from '@dementie/cms-model';
import { ButtonLink, type ButtonVariant } from '../primitives/button';
import { Link } from '../primitives/link';

/** Props of `CmsLink`. */
export interface CmsLinkProps {
  link: LinkModel;
  /** Force the look; default from the link's `showAsButton`. */
  as?: 'button' | 'link';
  /** Button variant when shown as a button. Default primary. */
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A link from the CMS: a button-styled link when `showAsButton`, a text link otherwise. External
 * links (classed by URL in cms-model) open a new tab and say so to screen readers. The primitives
 * (`ButtonLink`, `Link`) add the arrow and the hidden text themselves, once: this component only
 * passes the CMS's `external` flag on.
 */
export function CmsLink({ link, as, variant = 'primary', className }: CmsLinkProps) {
  const asButton = as ? as === 'button' : link.showAsButton;
  if (asButton) {
    return (
      <ButtonLink href={link.url} variant={variant} className={className} external={link.external}>
        {link.title}
      </ButtonLink>
    );
  }
  return (
    <Link href={link.url} external={link.external} className={className}>
      {link.title}
    </Link>
  );
}
