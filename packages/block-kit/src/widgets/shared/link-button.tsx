import type { Link as CmsLink } from '@dementie/cms-model';
import { ButtonLink, type ButtonVariant } from '../../primitives/button';
import { Link } from '../../primitives/link';

/** A CMS link: a button-look link when `showAsButton` (or `asButton`), else a text link. */
export function CmsLinkView({
  link,
  variant = 'primary',
  asButton,
}: {
  link: CmsLink;
  variant?: ButtonVariant;
  asButton?: boolean;
}) {
  if (asButton ?? link.showAsButton) {
    return (
      <ButtonLink href={link.url} external={link.external} variant={variant}>
        {link.title}
      </ButtonLink>
    );
  }
  return (
    <Link href={link.url} external={link.external}>
      {link.title}
    </Link>
  );
}
