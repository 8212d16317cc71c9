import type { SanitizedHtml } from '@dementie/cms-model';

/**
 * CMS rich text. The string went through the cms-model sanitiser (spec 2 §5), so it may be inserted
 * as it is; the type name documents that promise.
 */
export function Html({ html, className }: { html: SanitizedHtml; className?: string }) {
  return (
    <div
      className={['bk-rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by cms-model (spec 2 §5)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
