/** The share targets of the 'Deel' menu (spec 2 §2.8). */
export type ShareNetwork = 'whatsapp' | 'facebook' | 'x' | 'linkedin';

/** Network names as the networks write them (not translated). */
export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
};

/**
 * The share URL of a network. WhatsApp uses the app link on mobile and the web address otherwise
 * (spec 2 §2.8).
 */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string, mobile: boolean): string {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title ? `${title} ${pageUrl}` : pageUrl);
  switch (network) {
    case 'whatsapp':
      return mobile ? `whatsapp://send?text=${text}` : `https://web.whatsapp.com/send?text=${text}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

/** A mailto link with a subject (spec 2 §2.8). */
export function mailtoUrl(pageUrl: string, subject: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(pageUrl)}`;
}

/** The read-aloud service configured per brand (spec 2 §2.8). */
export interface ReadAloudService {
  /** The service address, with any fixed parameters (customer id, language) already in it. */
  url: string;
  /** Id of the element to read (`readid`). */
  readId: string;
  /** Class of elements to read (`readclass`). Optional. */
  readClass?: string;
}

/** The read-aloud link: the service URL with readid, readclass and the page URL. */
export function readAloudUrl(service: ReadAloudService, pageUrl: string): string {
  const url = new URL(service.url);
  url.searchParams.set('readid', service.readId);
  if (service.readClass) url.searchParams.set('readclass', service.readClass);
  url.searchParams.set('url', pageUrl);
  return url.toString();
}
