import type { SanitizedHtml } from '@dementie/cms-model';
import { classNames } from '../primitives/class-names';

/** Props of `RichText`. */
export interface RichTextProps {
  /** CMS HTML that went through the cms-model sanitiser (spec 2 §5). Never pass unsanitised text. */
  html: SanitizedHtml;
  className?: string;
}

/**
 * CMS rich text with the kit's typography (body 18 px, readable line length). The HTML was
 * sanitised by cms-model when the page was mapped, so it is inserted as it is.
 */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={classNames('bk-rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by cms-model (spec 2 §5)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
