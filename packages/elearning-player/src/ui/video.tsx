import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useState } from 'react';
import { canShowVideo, isVideoFile, videoEmbedUrl } from '../domain/video';
import { usePlayerConfig } from './context';

/** Props of {@link ActivityVideo}. */
export interface ActivityVideoProps {
  readonly url: string;
  readonly autoplay: boolean;
  /** Tracking place of the activity the video belongs to. */
  readonly onEvent: (event: 'start' | 'pause' | 'complete') => void;
}

/**
 * A video inside an activity, with the cookie-consent rule of spec 3 §4: shown for a Vimeo host,
 * consented marketing cookies, or the styleguide/admin path; otherwise an overlay asks to accept
 * cookies. A host video widget can take over through `renderVideo`.
 */
export function ActivityVideo({ url, autoplay, onEvent }: ActivityVideoProps): ReactNode {
  const t = useT();
  const config = usePlayerConfig();
  const [acceptedHere, setAcceptedHere] = useState(false);
  const allowed = canShowVideo({
    url,
    marketingConsent: config.marketingConsent || acceptedHere,
    address: config.currentPath,
  });
  if (!allowed) {
    return (
      <div className="ep-video ep-video--consent">
        <p>{t('video.consent.text')}</p>
        <Button
          onClick={() => {
            setAcceptedHere(true);
            config.onAcceptCookies?.();
          }}
        >
          {t('video.consent.button')}
        </Button>
      </div>
    );
  }
  if (config.renderVideo) return <>{config.renderVideo({ url, autoplay, onEvent })}</>;
  if (isVideoFile(url)) {
    return (
      <div className="ep-video">
        <video
          className="ep-video__media"
          controls
          src={url}
          autoPlay={autoplay}
          muted={autoplay}
          onPlay={() => onEvent('start')}
          onPause={(event) => {
            if (!event.currentTarget.ended) onEvent('pause');
          }}
          onEnded={() => onEvent('complete')}
        />
      </div>
    );
  }
  return (
    <div className="ep-video">
      <iframe
        className="ep-video__media"
        title={t('player.video.title')}
        src={videoEmbedUrl(url, autoplay)}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
      />
    </div>
  );
}
