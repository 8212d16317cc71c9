import { type BrandConfig, brandFacts } from '@dementie/site';

/** The dementia-friendly initiative ("sdv"): four social networks and a tagline (spec 3 §2). */
export const brand: BrandConfig = {
  // Name, footer, social networks and quality marks are brand facts (@dementie/brands).
  ...brandFacts('dementievriendelijk'),
  logoUrl: '/logo.svg',
  // Spec 2 §2.8: the read-aloud service. The customer id is the brand's own contract value with the
  // service (0 in this demo: replace it per brand); the bar adds readid, readclass and the page URL.
  readAloudUrl: 'https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=0&lang=nl_nl',
  // Spec 2 §2.5: the chat widget of the chatbot landing page; the demo server serves a local stand-in.
  chatbot: { scriptSrc: '/demo/chatbot-widget.js', globalName: 'dementieChatbot' },
};
