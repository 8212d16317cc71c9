import { imageMedia, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of special_hero (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const specialHeroFixtures = {
  special_hero: {
    type: 'special_hero',
    id: 3017,
    field_variant: plain('default'),
    field_title: plain('Dementie? Doe normaal!'),
    field_intro: text('<p>Mensen met dementie willen gewoon meedoen. Zo help je daarbij.</p>'),
    field_media: [
      imageMedia(2601, 'campagne-hero', 'Een grootvader en kleindochter lachen samen op een bankje'),
    ],
    field_primary_link: link('/campagnes/doe-normaal', 'Bekijk de campagne'),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const specialHeroKinds = { special_hero: 'specialHero' } as const satisfies Record<
  keyof typeof specialHeroFixtures,
  BlockKind
>;
