import { brands } from '@dementie/brands';
import type { BrandCatalogue } from './brand-messages';

/** Brand `alzheimer`: the charity itself. Names are our own. */
export const alzheimerMessages = {
  'brand.name': brands.alzheimer.name,
  'brand.logoAlt': 'Alzheimer Steunpunt, naar de homepage',
  // spec 3 §2: this brand shows quality marks instead; the tagline is kept for completeness.
  'brand.footerTagline': 'Voor iedereen die met dementie te maken heeft.',
  'brand.description':
    'Informatie, ervaringen en nieuws voor iedereen die met dementie te maken heeft. Alzheimer Steunpunt helpt je verder.',
  'newsletter.title': 'Meld je aan voor onze nieuwsbrief',
  'newsletter.intro': 'Krijg 1 keer per 2 maanden tips, verhalen en nieuws over dementie en ons werk.',
  'newsletter.optIn': 'Ja, stuur mij 1 keer per 2 maanden een mail met tips, verhalen en nieuws.',
} as const satisfies BrandCatalogue;
