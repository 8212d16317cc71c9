import type { z } from 'zod';
import { firstLink, html, image, linkField, type MapContext, mediaField, plain, textField } from '../fields';
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

/** external_link: skipped without a link (spec 2 §5). */
export interface ExternalLinkBlock extends LinkTeaser {
  readonly kind: 'externalLink';
}

/** internal_link (our bundle name): a link to a page of this site. */
export interface InternalLinkBlock extends LinkTeaser {
  readonly kind: 'internalLink';
}

/** link_with_image. */
export interface LinkWithImageBlock extends LinkTeaser {
  readonly kind: 'linkWithImage';
}

const schema = paragraph({
  ...title,
  field_intro: textField,
  field_link: linkField,
  field_media: mediaField,
});

function linkTeaser<const K extends string>(
  kind: K,
  p: z.output<typeof schema>,
  ctx: MapContext,
  linkOverride: Partial<Link> = {},
) {
  const link = firstLink(p.field_link, ctx, { fallbackTitle: plain(p.field_title) ?? '' });
  if (!link) return null;
  return block(p, kind, {
    title: plain(p.field_title),
    intro: html(p.field_intro, ctx),
    link: { ...link, ...linkOverride },
    image: image(p.field_media),
  });
}

export const externalLinkParagraph = defineParagraph({
  bundle: 'external_link',
  schema,
  map: (p, ctx): ExternalLinkBlock | null => linkTeaser('externalLink', p, ctx, { external: true }),
});

export const internalLinkParagraph = defineParagraph({
  bundle: 'internal_link',
  schema,
  map: (p, ctx): InternalLinkBlock | null => linkTeaser('internalLink', p, ctx),
});

export const linkWithImageParagraph = defineParagraph({
  bundle: 'link_with_image',
  schema,
  map: (p, ctx): LinkWithImageBlock | null => linkTeaser('linkWithImage', p, ctx),
});
