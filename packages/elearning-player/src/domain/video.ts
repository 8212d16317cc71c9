/** The styleguide path that relaxes the video cookie check (spec 3 §2). */
export const STYLEGUIDE_PATH = '/styleguide';

/** Admin mode is true when the address contains 'admin' (spec 3 §2). */
export function isAdminAddress(address: string): boolean {
  return address.includes('admin');
}

function hostOf(url: string): string {
  try {
    return new URL(url, 'https://invalid.example').hostname;
  } catch {
    return '';
  }
}

/** True for a Vimeo host (vimeo.com and its subdomains such as player.vimeo.com). */
export function isVimeoUrl(url: string): boolean {
  const host = hostOf(url);
  return host === 'vimeo.com' || host.endsWith('.vimeo.com');
}

/**
 * The cookie-consent rule for video (spec 3 §4): a video shows only when the host is a Vimeo one,
 * or marketing cookies are consented, or the path is the styleguide or an admin path.
 */
export function canShowVideo(input: {
  readonly url: string;
  readonly marketingConsent: boolean;
  readonly address: string;
}): boolean {
  return (
    isVimeoUrl(input.url) ||
    input.marketingConsent ||
    input.address.startsWith(STYLEGUIDE_PATH) ||
    isAdminAddress(input.address)
  );
}

/**
 * The embed address of a video (spec 3 §5): rel=0, dnt=true for Vimeo, autoplay adds mute.
 * Relative or unparsable addresses are returned unchanged.
 */
export function videoEmbedUrl(url: string, autoplay = false): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  parsed.searchParams.set('rel', '0');
  if (isVimeoUrl(url)) parsed.searchParams.set('dnt', 'true');
  if (autoplay) {
    parsed.searchParams.set('autoplay', '1');
    parsed.searchParams.set('mute', '1');
  }
  return parsed.toString();
}

/** True for a video file the browser plays itself (so play/pause/end can be tracked). */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogv|m4v)(\?|#|$)/i.test(url);
}
