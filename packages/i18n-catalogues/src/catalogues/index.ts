import type { BrandId } from '../brands';
import { alzheimerMessages } from './alzheimer';
import type { BrandCatalogue } from './brand-messages';
import { dementieMessages } from './dementie';
import { dementievriendelijkMessages } from './dementievriendelijk';

/** The brand catalogues by brand id. A brand value wins over the shared one with the same key. */
export const brandCatalogues: Readonly<Record<BrandId, BrandCatalogue>> = {
  dementie: dementieMessages,
  dementievriendelijk: dementievriendelijkMessages,
  alzheimer: alzheimerMessages,
};
