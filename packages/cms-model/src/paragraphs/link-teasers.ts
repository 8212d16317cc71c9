import { firstLink, html, image, linkField, mediaField, plain, textField } from '../fields';
import type { Link } from '../link';
import type { Image, SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/*
 * external_link, internal_link and link_with_image: one link with a title, intro and image, each
 * skipped without a usable link (spec 2 §5). They differ only in kind, and the external link is
 * always classed external.
 */

/** The fields of a link teaser. */
export interface LinkTeaser extends BlockBase {
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly link: Link;
  readonly image?: Image;
}

/** A link teaser of kind `K`. */
export type LinkTeaserBlock<K extends string> = LinkTeaser & { readonly kind: K };

/** external_link: skipped without a link (spec 2 §5). */
export interface ExternalLinkBlock extends LinkTeaserBlock<'externalLink'> {}

/** internal_link (our bundle name): a link to a page of this site. */
export interface InternalLinkBlock extends LinkTeaserBlock<'internalLink'> {}

/** link_with_image. */
export interface LinkWithImageBlock extends LinkTeaserBlock<'linkWithImage'> {}

const schema = paragraph({
  ...title,
  field_intro: textField,
  field_link: linkField,
  field_media: mediaField,
});

/** The definition of one link-teaser bundle: its kind and what it sets on every link it gives. */
function linkTeaser<const B extends string, const K extends string>(
  bundle: B,
  kind: K,
  linkOverride: Partial<Link> = {},
) {
  return defineParagraph({
    bundle,
    schema,
    map: (p, ctx): LinkTeaserBlock<K> | null => {
      const link = firstLink(p.field_link, ctx, { fallbackTitle: plain(p.field_title) ?? '' });
      if (!link) return null;
      return block(p, kind, {
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        link: { ...link, ...linkOverride },
        image: image(p.field_media),
      });
    },
  });
}

export const externalLinkParagraph = linkTeaser('external_link', 'externalLink', { external: true });
export const internalLinkParagraph = linkTeaser('internal_link', 'internalLink');
export const linkWithImageParagraph = linkTeaser('link_with_image', 'linkWithImage');
