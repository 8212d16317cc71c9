import { libraryOrganisation, newsItems, organisationItem, storyItem } from '../fixtures/items';
import { busImage, choirImage, shopImage, type WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of homepage_last_news, related_news, related_organization, related_stories (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const relatedContentFixtures = {
  homepage_last_news: { type: 'homepage_last_news', id: 1020, field_title: plain('Laatste nieuws') },
  related_news: {
    type: 'related_news',
    id: 1031,
    field_title: plain('Meer nieuws'),
    field_items: newsItems,
  },
  related_organization: {
    type: 'related_organization',
    id: 1032,
    field_title: plain('Zij gingen je voor'),
    field_items: [
      libraryOrganisation,
      organisationItem(
        602,
        'buurtbus-oost',
        'Buurtbus Oost',
        'Onze vrijwillige chauffeurs volgden de training.',
        busImage,
      ),
    ],
  },
  related_stories: {
    type: 'related_stories',
    id: 1033,
    field_title: plain('Ervaringen van anderen'),
    field_items: [
      storyItem(
        701,
        'mijn-vader-en-de-bakker',
        'Mijn vader en de bakker',
        'De bakker weet wat mijn vader graag eet.',
        shopImage,
      ),
      storyItem(
        702,
        'ik-heb-dementie-en-ik-zing-in-een-koor',
        'Ik heb dementie en ik zing in een koor',
        'Twee jaar geleden hoorde ik dat ik dementie heb. Sindsdien zing ik in een koor.',
        choirImage,
      ),
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const relatedContentKinds = {
  homepage_last_news: 'relatedContent',
  related_news: 'relatedContent',
  related_organization: 'relatedContent',
  related_stories: 'relatedContent',
} as const satisfies Record<keyof typeof relatedContentFixtures, BlockKind>;
