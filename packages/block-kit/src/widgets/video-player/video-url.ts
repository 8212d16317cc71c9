import { isVideoEmbedUrl } from '@dementie/api-client';
import type { VideoEmbed } from '@dementie/cms-model';

/** The video hosts of spec 2 §2.8: YouTube, Vimeo and the Dutch broadcaster (NPO). */
export type VideoHost = 'youtube' | 'vimeo' | 'npo' | 'unknown';

/** Which host an embed comes from, by provider name or URL. */
export function videoHost(video: Pick<VideoEmbed, 'provider' | 'iframeUrl'>): VideoHost {
  const provider = video.provider.toLowerCase();
  const url = video.iframeUrl.toLowerCase();
  if (provider.includes('youtube') || /youtube(-nocookie)?\.com|youtu\.be/u.test(url)) return 'youtube';
  if (provider.includes('vimeo') || url.includes('vimeo.com')) return 'vimeo';
  if (provider.includes('npo') || url.includes('npo.nl')) return 'npo';
  return 'unknown';
}

/**
 * The iframe URL (spec 3 §5): YouTube always on the no-cookie domain; `rel=0` on every host; Vimeo
 * also `dnt=true`; autoplay adds mute (browsers only autoplay muted video).
 */
export function videoEmbedUrl(
  video: Pick<VideoEmbed, 'provider' | 'iframeUrl' | 'videoId'>,
  autoplay = false,
): string {
  const host = videoHost(video);
  let base = video.iframeUrl;
  if (host === 'youtube')
    base = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}`;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base;
  }
  url.searchParams.set('rel', '0');
  if (host === 'vimeo') url.searchParams.set('dnt', 'true');
  if (autoplay) {
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('mute', '1');
    // Vimeo spells it 'muted'.
    if (host === 'vimeo') url.searchParams.set('muted', '1');
  }
  return url.toString();
}

/**
 * The address the player may frame for this embed, or null when it is none of the video hosts of
 * spec 2 §2.8 (api-client `VIDEO_EMBED_HOSTS`): a CMS embed whose iframe URL is `data:`, `javascript:`
 * or another site's is never put in a frame, whatever its provider name says.
 */
export function allowedVideoEmbedUrl(
  video: Pick<VideoEmbed, 'provider' | 'iframeUrl' | 'videoId'>,
  autoplay = false,
): string | null {
  const url = videoEmbedUrl(video, autoplay);
  return isVideoEmbedUrl(url) ? url : null;
}

/**
 * Spec 3 §2: the styleguide path and the admin path relax the video cookie check; admin mode is
 * true when the address contains 'admin'.
 */
export function isVideoConsentExemptAddress(address: string): boolean {
  let path = address;
  try {
    path = new URL(address, 'http://localhost').pathname;
  } catch {
    // keep the raw text
  }
  return /(^|\/)styleguide(\/|$)/u.test(path) || address.includes('admin');
}
