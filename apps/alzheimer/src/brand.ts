import { brandNames } from '@dementie/i18n-catalogues';
import type { BrandConfig } from '@dementie/site';

/** The charity itself: five social networks and three quality marks (spec 3 §2). */
export const brand: BrandConfig = {
  id: 'alzheimer',
  name: brandNames.alzheimer,
  logoUrl: '/logo.svg',
  footerVariant: 'charity',
  socialLinks: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'YouTube', url: 'https://www.youtube.com/' },
    { network: 'X', url: 'https://x.com/' },
  ],
  qualityMarks: [
    {
      name: 'ANBI-status: wij zijn een algemeen nut beogende instelling',
      imageUrl: '/keurmerken/anbi.svg',
      url: '/over-ons',
    },
    {
      name: 'Toegankelijkheid: lees onze verklaring',
      imageUrl: '/keurmerken/toegankelijk.svg',
      url: '/toegankelijkheid',
    },
    {
      name: 'Privacy: lees hoe wij met je gegevens omgaan',
      imageUrl: '/keurmerken/privacy.svg',
      url: '/privacy',
    },
  ],
};
