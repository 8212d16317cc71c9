import { firstLink, html, image, mapVideo, mediaField, plain, stringField } from '../fields';
import type { Image, VideoEmbed } from '../model';
import { type BlockBase, block, defineParagraph, paragraph } from './define';
import { type CtaHead, ctaHeadFields } from './shared';

/** special_hero: default or visual-as-background, optional video. */
export interface SpecialHeroBlock extends BlockBase, CtaHead {
  readonly kind: 'specialHero';
  readonly variant: 'default' | 'visualAsBackground';
  readonly image?: Image;
  readonly video?: VideoEmbed;
}

export const specialHeroParagraph = defineParagraph({
  bundle: 'special_hero',
  schema: paragraph({
    field_variant: stringField,
    ...ctaHeadFields,
    field_media: mediaField,
    field_video: mediaField,
  }),
  map: (p, ctx): SpecialHeroBlock | null => {
    const t = plain(p.field_title);
    if (!t) return null;
    return block(p, 'specialHero', {
      variant: plain(p.field_variant) === 'visual_as_background' ? 'visualAsBackground' : 'default',
      title: t,
      intro: html(p.field_intro, ctx),
      image: image(p.field_media),
      video: mapVideo(p.field_video?.[0]),
      primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
    });
  },
});
