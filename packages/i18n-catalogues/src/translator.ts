import type { BrandId } from './brands';
import { brandIds } from './brands';
import { brandCatalogues } from './catalogues';
import type { BrandMessageKey } from './catalogues/brand-messages';
import { type SharedMessageKey, sharedMessages } from './catalogues/shared';
import { lookupIn } from './render';
import type { Message, MessageParams } from './types';

export { interpolate, locale, renderMessage } from './render';

/** Every key a translator knows: the shared keys plus the keys each brand must give. */
export type MessageKey = SharedMessageKey | BrandMessageKey;

/**
 * Looks up a text by key and fills in its `{name}` placeholders.
 * Plural messages pick their form from `params.n`.
 */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Lookup over the shared keys only; every `Translate` is one, so validators accept either. */
export type SharedTranslate = (key: SharedMessageKey, params?: MessageParams) => string;

/** A merged, read-only catalogue for one brand. */
export type ResolvedCatalogue = Readonly<Record<MessageKey, Message>>;

const resolved = new Map<BrandId, ResolvedCatalogue>();

/**
 * The shared catalogue with the brand's own set laid over it (a brand value wins).
 * @param brand - one of `brandIds`
 * @returns the merged catalogue, frozen and cached per brand
 */
export function resolveCatalogue(brand: BrandId): ResolvedCatalogue {
  let catalogue = resolved.get(brand);
  if (catalogue === undefined) {
    catalogue = Object.freeze({ ...sharedMessages, ...brandCatalogues[brand] });
    resolved.set(brand, catalogue);
  }
  return catalogue;
}

/**
 * Creates the text lookup for one brand. Plain function, no React needed.
 * @example
 * const t = createTranslator('dementie');
 * t('errors.invalidEmail', { email: 'naam@voorbeeld.nl' });
 * t('player.pointsLeft', { n: 3 }); // 'Je hebt nog 3 punten nodig voor je certificaat.'
 * @param brand - one of `brandIds`
 * @returns `t(key, params?)`; an unknown key (only possible from untyped code) returns the key
 */
export function createTranslator(brand: BrandId): Translate {
  return lookupIn(resolveCatalogue(brand));
}

/**
 * A lookup over the shared catalogue alone, for code that has no brand (the validators' default).
 * @param key - a shared key
 * @param params - placeholder values
 * @returns the text; an unknown key (only possible from untyped code) returns the key
 */
export const translateShared: SharedTranslate = lookupIn(sharedMessages);

/**
 * Writes a document title: the page title followed by the brand's initiative name (spec 1 §2,
 * spec 2 §2.4). Pass the page title already translated.
 * @param t - a brand's translator
 * @param pageTitle - the page's own title, e.g. `t('account.title')`
 * @returns e.g. 'Mijn profiel | Dementiewijzer'
 */
export function documentTitle(t: Translate, pageTitle: string): string {
  return t('document.title', { page: pageTitle, site: t('brand.name') });
}

/** The initiative name of each brand, as shown after document titles. Text only. */
export const brandNames: Readonly<Record<BrandId, string>> = Object.freeze(
  Object.fromEntries(brandIds.map((brand) => [brand, brandCatalogues[brand]['brand.name']])) as Record<
    BrandId,
    string
  >,
);
