/**
 * The brand ids come from @dementie/brands (the brand list lives there once). They are re-exported
 * here under the names this package has always had, so its users need no second import: the brand
 * selects the translation set.
 */
import { BRAND_IDS } from '@dementie/brands';

export { type BrandId, isBrandId } from '@dementie/brands';

/** The brand ids, in the order of `BRAND_IDS`. */
export const brandIds = BRAND_IDS;
