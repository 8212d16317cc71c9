import { brandNames } from '@dementie/i18n-catalogues';
import type { BrandConfig } from '@dementie/site';

/** The dementia-friendly initiative ("sdv"): four social networks and a tagline (spec 3 §2). */
export const brand: BrandConfig = {
  id: 'dementievriendelijk',
  name: brandNames.dementievriendelijk,
  logoUrl: '/logo.svg',
  footerVariant: 'tagline',
  socialLinks: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  qualityMarks: [],
};
