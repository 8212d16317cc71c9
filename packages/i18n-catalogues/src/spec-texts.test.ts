import { describe, expect, it } from 'vitest';
import { ENGLISH_EDITOR_TEXTS } from '../../../test-utils/english-editor-texts';
import { brandIds } from './brands';
import { brandCatalogues } from './catalogues';
import { type SharedMessageKey, sharedMessages } from './catalogues/shared';
import { ourWording, specWordingKeys } from './our-wording';
import { createTranslator, type MessageKey, type Translate } from './translator';
import type { Message } from './types';

/**
 * Every Dutch text the three specs quote for visitors, copied from the spec files by hand,
 * character for character. (State names, ids and English developer messages such as
 * 'API connection failed.' are quoted too, but are not texts a visitor sees; they are left out.)
 */
const quotedDutchTexts = [
  // spec 1 §2 screens
  'E-mailadres',
  'Vul hier je e-mailadres in',
  'Welkom terug!',
  'Hee, we kennen jou! Leuk dat je weer terug bent. Check je e-mail voor alle info.',
  'Je bent uitgelogd.',
  'Mijn profiel',
  'Mijn trainingen',
  'Oeps!',
  'Ga terug naar de homepage',
  'Oeps, deze pagina bestaat niet (meer)',
  // spec 1 §8 error catalogue
  "Vul een geldig e-mailadres in, zoals '{email}'",
  'Je hebt te vaak geprobeerd in te loggen. Je account is tijdelijk geblokkeerd. Probeer het later opnieuw.',
  'Er is iets misgegaan. Probeer het later opnieuw!',
  'Het verifiëren is helaas niet gelukt. Probeer het nog een keer!',
  'Oeps! De activatielink werkte helaas niet. Probeer het opnieuw.',
  'De magiclink werkte helaas niet. Probeer het opnieuw.',
  'Je bent niet bevoegd. Login en probeer het opnieuw.',
  // spec 2 §2.2, §2.4 overviews
  'Home',
  'Nieuws',
  'Ervaringsverhalen',
  'Dementievriendelijke organisaties',
  'Lees het bericht',
  'Lees het verhaal',
  'Lees meer',
  'Bekijk het nieuwsoverzicht',
  'Meer organisaties',
  'Meer ervaringsverhalen',
  'De inhoud wordt geladen...',
  // spec 2 §2.5, §2.8 blocks and widgets
  'Vorige',
  'Volgende',
  'Onze selectie',
  'Sluit',
  'Print',
  'Lees voor',
  'Deel',
  'Kopieer link',
  // spec 3 §2 player, checklist
  'Training sluiten',
  'GOED',
  'Ga direct naar de content',
  'Dankjewel',
  'Print checklist',
  // spec 3 §4 video consent
  'Accepteer cookies om de video te kunnen bekijken.',
  'Accepteer cookies',
  // spec 3 §5
  'Goed',
  'Niet goed',
  'Verplicht',
  'Er is iets misgegaan. Probeer het opnieuw.',
  'Ongeldige invoer. Gebruik geen getallen.',
  'Let op! Je hebt nog niet alle vragen beantwoord.',
  // spec 3 §8 text catalogue
  'De combinatie van e-mailadres en wachtwoord werd niet herkend.',
  'Er is iets mis gegaan. Probeer het later opnieuw.',
  'Er kan geen vraag worden gevonden om op te reageren.',
  // spec 3 §3: the label the newsletter embed's score field is found by
  'score sdv',
] as const;

/** Labels the specs name without quotes: the footer's legal links (spec 3 §2). */
const namedDutchLabels = ['Gedragsregels', 'Privacy', 'Disclaimer', 'Cookies'] as const;

/**
 * Spec texts with variable parts: the spec writes them with example letters, so we render the key
 * with those letters and compare. (`n` is not a number here, so plural entries take 'other'.)
 */
const templatedTexts: readonly { key: MessageKey; params: Record<string, string>; expected: string }[] = [
  { key: 'checklist.progress', params: { x: 'x', y: 'y' }, expected: 'x van de y vragen geselecteerd' },
  { key: 'certificate.score', params: { achieved: 'x', n: 'y' }, expected: 'x van y punten' },
  { key: 'lightbox.counter', params: { n: 'n', total: 'total' }, expected: 'n/total' },
  { key: 'player.summary.score', params: { score: 'score', max: 'max' }, expected: 'score/max' },
];

function forms(message: Message): string[] {
  return typeof message === 'string' ? [message] : [message.one, message.other];
}

const allCatalogueTexts = new Set<string>([
  ...Object.values(sharedMessages).flatMap(forms),
  ...brandIds.flatMap((brand) => Object.values(brandCatalogues[brand]).flatMap(forms)),
]);

describe('every text the specs quote is in a catalogue, verbatim', () => {
  it.each(quotedDutchTexts)('%s', (text) => {
    expect(allCatalogueTexts.has(text)).toBe(true);
  });

  it.each(namedDutchLabels)('legal link %s', (text) => {
    expect(allCatalogueTexts.has(text)).toBe(true);
  });

  it.each(ENGLISH_EDITOR_TEXTS)('the English editor text %s is given in Dutch instead', (text) => {
    expect(allCatalogueTexts.has(text)).toBe(false);
  });

  it.each(brandIds)('the templated texts render as the spec writes them (%s)', (brand) => {
    const t: Translate = createTranslator(brand);
    for (const { key, params, expected } of templatedTexts) {
      expect(t(key, params)).toBe(expected);
    }
  });

  it("the invalid-e-mail error fills in {email} inside the spec's quotes", () => {
    const t = createTranslator('dementie');
    expect(t('errors.invalidEmail', { email: 'jan@voorbeeld.nl' })).toBe(
      "Vul een geldig e-mailadres in, zoals 'jan@voorbeeld.nl'",
    );
  });

  it('the GOED info modal is the dementievriendelijk brand only (spec 3 §2)', () => {
    expect(createTranslator('dementievriendelijk')('player.infoModal.title')).toBe('GOED');
    expect(createTranslator('dementie')('player.infoModal.title')).not.toBe('GOED');
    expect(createTranslator('alzheimer')('player.infoModal.title')).not.toBe('GOED');
  });
});

describe('the provenance of every text is known', () => {
  const specTexts = new Set<string>([...quotedDutchTexts, ...namedDutchLabels]);
  const templated = new Set<string>(templatedTexts.map(({ key }) => key));

  it.each(specWordingKeys)('%s, marked as spec wording, holds a spec text', (key) => {
    const message: Message = sharedMessages[key];
    expect(typeof message === 'string' && specTexts.has(message) ? true : templated.has(key)).toBe(true);
  });

  it('every shared key is either spec wording or in ourWording, never both', () => {
    const spec = new Set<string>(specWordingKeys);
    for (const key of Object.keys(sharedMessages) as SharedMessageKey[]) {
      expect(spec.has(key) !== ourWording.has(key), key).toBe(true);
    }
  });

  it('brand overrides of shared keys carry spec texts or keys marked as ours', () => {
    for (const brand of brandIds) {
      for (const [key, message] of Object.entries(brandCatalogues[brand])) {
        if (!(key in sharedMessages)) continue;
        const fromSpec = forms(message).every((text) => specTexts.has(text));
        expect(fromSpec || ourWording.has(key as MessageKey), `${brand}: ${key}`).toBe(true);
      }
    }
  });
});

describe('one word for one thing', () => {
  it("the drag question's box is 'de doos' in every text (spec 3: the drag-to-box variant), never 'het vak'", () => {
    const t = createTranslator('dementie');
    const texts = [
      t('player.drag.instructions'),
      t('player.drag.picked', { answer: 'A' }),
      t('player.drag.dropped', { answer: 'A' }),
      t('player.drag.removed', { answer: 'A' }),
    ];
    for (const text of texts) {
      expect(text).toContain('de doos');
      expect(text).not.toMatch(/\bvak\b/);
    }
  });
});
