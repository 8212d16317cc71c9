import type { Message } from '../types';
import type { SharedMessageKey } from './shared';

/**
 * Keys the shared catalogue does not provide: every brand must give them (spec 1 §1: the brand
 * selects the translation set, the footer and the newsletter form).
 */
export interface BrandMessages {
  /** The initiative name; follows every document title (spec 1 §2, spec 2 §2.4). */
  readonly 'brand.name': string;
  /** Text alternative of the logo link in the header. */
  readonly 'brand.logoAlt': string;
  /** Footer tagline (spec 3 §2: brands without quality marks show one). */
  readonly 'brand.footerTagline': string;
  /** What the site is about, for search engines and share cards when a page has no description of its own (decision 0041). */
  readonly 'brand.description': string;
  /** Heading of the footer newsletter block. */
  readonly 'newsletter.title': string;
  /** Introduction of the footer newsletter block. */
  readonly 'newsletter.intro': string;
  /** Opt-in label on the login and certificate forms (spec 1 §1: one mail per 2 months). */
  readonly 'newsletter.optIn': string;
}

/** A key only the brand catalogues provide. */
export type BrandMessageKey = keyof BrandMessages;

/**
 * Runtime list of `BrandMessageKey`; the `satisfies` plus the check below keep it exhaustive, so
 * the completeness test cannot silently miss a key.
 */
export const brandMessageKeys = [
  'brand.name',
  'brand.logoAlt',
  'brand.footerTagline',
  'brand.description',
  'newsletter.title',
  'newsletter.intro',
  'newsletter.optIn',
] as const satisfies readonly BrandMessageKey[];

type MissingBrandKey = Exclude<BrandMessageKey, (typeof brandMessageKeys)[number]>;
// A compile error here means a key was added to BrandMessages but not to brandMessageKeys.
const brandKeysAreExhaustive: [MissingBrandKey] extends [never] ? true : MissingBrandKey = true;
void brandKeysAreExhaustive;

/** A brand catalogue: all brand keys, plus any shared key it overrides. */
export type BrandCatalogue = BrandMessages & { readonly [K in SharedMessageKey]?: Message };
