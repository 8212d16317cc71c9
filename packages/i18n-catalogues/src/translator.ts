import type { BrandId } from './brands';
import { brandIds } from './brands';
import { brandCatalogues } from './catalogues';
import type { BrandMessageKey } from './catalogues/brand-messages';
import { type SharedMessageKey, sharedMessages } from './catalogues/shared';
import type { Message, MessageParams } from './types';

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

/** The locale of every text and format (spec 1 §1: the site language and locale are Dutch). */
export const locale = 'nl-NL';

const pluralRules = new Intl.PluralRules(locale);
const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
const placeholder = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Picks the plural form for a count. A count that is not a number (a template rendered for
 * documentation, for instance) takes `other`.
 */
function selectForm(forms: Extract<Message, object>, count: string | number | undefined): string {
  if (typeof count !== 'number') return forms.other;
  return pluralRules.select(count) === 'one' ? forms.one : forms.other;
}

/**
 * Fills `{name}` placeholders. A placeholder without a value stays as written, so a forgotten
 * parameter is visible on screen and in tests instead of silently vanishing.
 * @param template - text with `{name}` placeholders
 * @param params - values; numbers are written the Dutch way (`1.234,5`)
 * @returns the filled-in text
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (params === undefined) return template;
  return template.replace(placeholder, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat.format(value) : value;
  });
}

/**
 * Renders one catalogue message: picks the plural form from `params.n`, then interpolates.
 * @param message - a catalogue value
 * @param params - placeholder values
 * @returns the text to show
 */
export function renderMessage(message: Message, params?: MessageParams): string {
  const template = typeof message === 'string' ? message : selectForm(message, params?.n);
  return interpolate(template, params);
}

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
  const catalogue = resolveCatalogue(brand);
  return (key, params) => {
    const message: Message | undefined = catalogue[key];
    return message === undefined ? key : renderMessage(message, params);
  };
}

/**
 * A lookup over the shared catalogue alone, for code that has no brand (the validators' default).
 * @param key - a shared key
 * @param params - placeholder values
 * @returns the text; an unknown key (only possible from untyped code) returns the key
 */
export const translateShared: SharedTranslate = (key, params) => {
  const message: Message | undefined = sharedMessages[key];
  return message === undefined ? key : renderMessage(message, params);
};

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
