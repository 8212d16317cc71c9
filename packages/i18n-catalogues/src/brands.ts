/**
 * The three brands of spec 1 §1 / spec 2 §1. The brand selects the translation set; everything
 * else a brand differs in (logo, footer, social links) lives in the brand app's `brand.ts`.
 */
export const brandIds = ['dementie', 'dementievriendelijk', 'alzheimer'] as const;

/**
 * - `dementie`: the general dementia information site.
 * - `dementievriendelijk`: the dementia-friendly initiative ("sdv").
 * - `alzheimer`: the charity itself.
 */
export type BrandId = (typeof brandIds)[number];

/**
 * Narrows an unknown value (a route parameter, an environment variable) to a `BrandId`.
 * @param value - anything
 * @returns true when `value` is one of `brandIds`
 */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}
