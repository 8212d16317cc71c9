import type { WireParagraph } from '../fixtures/media';
import { text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of html (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const htmlFixtures = {
  html: {
    type: 'html',
    id: 1021,
    field_body: text(
      '<h2>Tien signalen</h2><ol><li>Vergeten van recente gebeurtenissen</li><li>Moeite met dagelijkse dingen</li><li>Zoeken naar woorden</li><li>De weg kwijtraken</li><li>Moeite met tijd en datum</li><li>Spullen kwijtraken of op een vreemde plek leggen</li><li>Moeite met plannen en geld</li><li>Minder zin om iets te doen</li><li>Veranderingen in stemming of gedrag</li><li>Moeite met inschatten van afstanden</li></ol><p>Zie je deze signalen? Praat erover met de huisarts.</p>',
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const htmlKinds = { html: 'html' } as const satisfies Record<keyof typeof htmlFixtures, BlockKind>;
