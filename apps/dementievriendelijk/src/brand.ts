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
  // Spec 2 §2.8: the read-aloud service. The customer id is the brand's own contract value with the
  // service (0 in this demo: replace it per brand); the bar adds readid, readclass and the page URL.
  readAloudUrl: 'https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=0&lang=nl_nl',
  // Spec 2 §2.5: the chat widget of the chatbot landing page; the demo server serves a local stand-in.
  chatbot: { scriptSrc: '/demo/chatbot-widget.js', globalName: 'dementieChatbot' },
};
