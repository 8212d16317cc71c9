import { describe, expect, it } from 'vitest';
import { brandIds, isBrandId } from './brands';
import { brandCatalogues } from './catalogues';
import { brandMessageKeys } from './catalogues/brand-messages';
import { sharedMessages } from './catalogues/shared';
import {
  brandNames,
  createTranslator,
  documentTitle,
  interpolate,
  renderMessage,
  resolveCatalogue,
  translateShared,
} from './translator';

describe('brand completeness', () => {
  const sharedKeys = new Set(Object.keys(sharedMessages));
  // Every key some brand gives that the shared set does not provide must be given by all brands.
  const brandOnlyKeys = new Set([
    ...brandMessageKeys,
    ...brandIds.flatMap((brand) => Object.keys(brandCatalogues[brand]).filter((key) => !sharedKeys.has(key))),
  ]);

  it.each(brandIds)('%s gives every key the shared set does not provide, non-empty', (brand) => {
    const catalogue = brandCatalogues[brand] as unknown as Readonly<Record<string, unknown>>;
    for (const key of brandOnlyKeys) {
      expect(catalogue[key], `${brand} lacks ${key}`).toEqual(expect.any(String));
      expect(String(catalogue[key]).trim(), `${brand}: ${key} is empty`).not.toBe('');
    }
  });

  it.each(brandIds)('%s resolves every key to a non-empty text', (brand) => {
    const t = createTranslator(brand);
    for (const key of Object.keys(resolveCatalogue(brand)) as (keyof ReturnType<typeof resolveCatalogue>)[]) {
      expect(t(key, { n: 2 }).trim()).not.toBe('');
    }
  });

  it('a brand override keeps the placeholders of the shared text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const brand of brandIds) {
      for (const [key, message] of Object.entries(brandCatalogues[brand])) {
        const shared = (sharedMessages as Readonly<Record<string, unknown>>)[key];
        if (typeof shared !== 'string' || typeof message !== 'string') continue;
        expect(placeholders(message), `${brand}: ${key}`).toEqual(placeholders(shared));
      }
    }
  });

  it('brand names are distinct, plain text, and follow document titles', () => {
    expect(new Set(Object.values(brandNames)).size).toBe(brandIds.length);
    const t = createTranslator('dementievriendelijk');
    expect(documentTitle(t, t('account.title'))).toBe(`Mijn profiel | ${brandNames.dementievriendelijk}`);
    expect(documentTitle(createTranslator('alzheimer'), 'Mijn trainingen')).toBe(
      `Mijn trainingen | ${brandNames.alzheimer}`,
    );
  });

  it('a brand value wins over the shared one', () => {
    expect(resolveCatalogue('dementievriendelijk')['player.infoModal.title']).toBe('GOED');
    expect(resolveCatalogue('dementie')['player.infoModal.title']).toBe(
      sharedMessages['player.infoModal.title'],
    );
  });

  it('isBrandId narrows only the three brands', () => {
    expect(brandIds.every(isBrandId)).toBe(true);
    expect(isBrandId('Dementie')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
  });
});

describe('typed keys', () => {
  it('a missing key is a type error', () => {
    const t = createTranslator('dementie');
    // @ts-expect-error -- 'missing.key' is not a catalogue key
    expect(t('missing.key')).toBe('missing.key');
    // @ts-expect-error -- brand keys are not in the shared-only lookup
    expect(translateShared('brand.name')).toBe('brand.name');
  });
});

describe('interpolation', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Hallo {name}, {name}!', { name: 'Anna' })).toBe('Hallo Anna, Anna!');
    expect(interpolate('Hallo {name}', {})).toBe('Hallo {name}');
    expect(interpolate('Hallo {name}')).toBe('Hallo {name}');
  });

  it('writes numbers the Dutch way', () => {
    expect(interpolate('{n}', { n: 1234.5 })).toBe('1.234,5');
  });

  it('t() fills params from the catalogue', () => {
    const t = createTranslator('dementie');
    expect(t('checklist.progress', { x: 3, y: 12 })).toBe('3 van de 12 vragen geselecteerd');
    expect(t('player.step', { x: 2, y: 9 })).toBe('stap 2 van 9');
    expect(t('certificate.owner.title', { name: 'Anna' })).toBe('Gefeliciteerd, Anna!');
  });
});

describe('plurals', () => {
  const t = createTranslator('alzheimer');

  it('uses the one form for exactly 1 and other for the rest', () => {
    expect(t('player.pointsLeft', { n: 1 })).toBe('Je hebt nog 1 punt nodig voor je certificaat.');
    expect(t('player.pointsLeft', { n: 3 })).toBe('Je hebt nog 3 punten nodig voor je certificaat.');
    expect(t('player.pointsLeft', { n: 0 })).toBe('Je hebt nog 0 punten nodig voor je certificaat.');
    expect(t('search.results', { n: 1, term: 'wandelen' })).toBe('1 resultaat voor "wandelen"');
    expect(t('search.results', { n: 14, term: 'wandelen' })).toBe('14 resultaten voor "wandelen"');
  });

  it('takes other when n is missing or not a number', () => {
    expect(renderMessage({ one: 'een', other: 'veel' })).toBe('veel');
    expect(renderMessage({ one: 'een', other: 'veel {n}' }, { n: 'x' })).toBe('veel x');
  });
});
