import {
  firstLink,
  html,
  image,
  linkField,
  mapVideo,
  mediaField,
  plain,
  stringField,
  textField,
} from '../fields';
import type { Link } from '../link';
import type { Image, SanitizedHtml, VideoEmbed } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** special_hero: default or visual-as-background, optional video. */
export interface SpecialHeroBlock extends BlockBase {
  readonly kind: 'specialHero';
  readonly variant: 'default' | 'visualAsBackground';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly image?: Image;
  readonly video?: VideoEmbed;
  readonly primaryLink?: Link;
}

export const specialHeroParagraph = defineParagraph({
  bundle: 'special_hero',
  schema: paragraph({
    field_variant: stringField,
    ...title,
    field_intro: textField,
    field_media: mediaField,
    field_video: mediaField,
    field_primary_link: linkField,
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
