import { brands } from '@dementie/brands';
import type { BrandCatalogue } from './brand-messages';

/** Brand `dementie`: the general dementia information site. Names are our own. */
export const dementieMessages = {
  'brand.name': brands.dementie.name,
  'brand.logoAlt': 'Dementiewijzer, naar de homepage',
  'brand.footerTagline': 'Duidelijke informatie over dementie, voor iedereen.',
  'brand.description':
    'Duidelijke informatie over dementie. Voor mensen met dementie, hun naasten en iedereen die wil helpen.',
  'newsletter.title': 'Blijf op de hoogte',
  'newsletter.intro': 'Krijg 1 keer per 2 maanden tips, verhalen en nieuws over leven met dementie.',
  'newsletter.optIn': 'Ja, stuur mij 1 keer per 2 maanden een mail met tips, verhalen en nieuws.',
} as const satisfies BrandCatalogue;
