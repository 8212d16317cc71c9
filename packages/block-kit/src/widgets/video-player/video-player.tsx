import type { VideoEmbed } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useState } from 'react';
import { ConsentGate } from '../../consent/consent-gate';
import { islandOf } from '../../islands/island';
import { VIDEO_PLAYER_ISLAND } from '../../islands/island-names';
import { classNames } from '../../primitives/class-names';
import { allowedVideoEmbedUrl, isVideoConsentExemptAddress, videoHost } from './video-url';

/** Props of `VideoPlayer`. */
export interface VideoPlayerProps {
  /** The embed from the CMS (provider, id, iframe URL, title). The title names the iframe. */
  video: VideoEmbed;
  /** Start playing at once; adds mute (spec 3 §5). Default false. */
  autoplay?: boolean;
  /**
   * Skip the marketing-consent check. Default: true on the styleguide and admin addresses (spec 3
   * §2), read from the address in an effect. Vimeo videos (with dnt) never need consent.
   */
  consentExempt?: boolean;
  className?: string;
  /**
   * Frame this address instead of the host's player: for stories and tests that work offline only.
   * Content never sets it; without it only the hosts of spec 2 §2.8 are framed.
   */
  standInSrc?: string;
}

/**
 * A YouTube (no-cookie), Vimeo or NPO video (spec 2 §2.8). Without marketing consent it shows
 * 'Accepteer cookies om de video te kunnen bekijken.' and nothing is loaded from the video host:
 * no iframe and no thumbnail (spec 3 §4). An embed on any other host shows nothing at all.
 * `VideoPlayer` (below) is this view as an island.
 */
export function VideoPlayerView({
  video,
  autoplay = false,
  consentExempt,
  className,
  standInSrc,
}: VideoPlayerProps) {
  const t = useT();
  const [addressExempt, setAddressExempt] = useState(false);
  useEffect(() => {
    if (consentExempt === undefined) setAddressExempt(isVideoConsentExemptAddress(window.location.href));
  }, [consentExempt]);
  const src = standInSrc ?? allowedVideoEmbedUrl(video, autoplay);
  if (src === null) return null;
  const exempt = videoHost(video) === 'vimeo' || (consentExempt ?? addressExempt);
  return (
    <div className={classNames('bk-video', className)}>
      <ConsentGate
        exempt={exempt}
        text={t('video.consent.text')}
        buttonLabel={t('video.consent.button')}
        className="bk-video__consent"
      >
        <iframe
          className="bk-video__frame"
          src={src}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </div>
  );
}

/** A video player; on a document page an island of its own. */
export const VideoPlayer = islandOf(VIDEO_PLAYER_ISLAND, VideoPlayerView);
