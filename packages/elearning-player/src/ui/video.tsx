import { videoSourceKind } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type EmbedHost,
  embedHostOf,
  readEmbedMessage,
  subscribeMessages,
  type VideoEvent,
  withPlayerApi,
} from '../domain/embed-events';
import { canShowVideo, videoEmbedUrl } from '../domain/video';
import { useMediaUrl, usePlayerConfig } from './context';

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
 * cookies. A host video widget can take over through `renderVideo`. Only a player of the video hosts
 * of spec 2 §2.8 or a video file of the course is shown: any other address shows nothing, so a
 * stored `data:` or foreign address never becomes a frame (api-client `videoSourceKind`).
 */
export function ActivityVideo({ url: stored, autoplay, onEvent }: ActivityVideoProps): ReactNode {
  const t = useT();
  const config = usePlayerConfig();
  // A video file of the course is served by the API (a host's widget gets the same address).
  const url = useMediaUrl()(stored);
  const [acceptedHere, setAcceptedHere] = useState(false);
  const source = videoSourceKind(stored);
  if (source === null) return null;
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
  if (source === 'file') {
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
  return <EmbeddedVideo url={url} autoplay={autoplay} onEvent={onEvent} title={t('player.video.title')} />;
}

/**
 * A YouTube or Vimeo iframe whose player reports start, pause and end by postMessage (spec 3 §7):
 * asked once it has loaded, heard only from that iframe and its host, repeated states ignored.
 */
function EmbeddedVideo(props: ActivityVideoProps & { readonly title: string }): ReactNode {
  const { url, autoplay, onEvent, title } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const host = embedHostOf(url);
  const src = host ? withPlayerApi(videoEmbedUrl(url, autoplay), host) : videoEmbedUrl(url, autoplay);
  const latest = useRef(onEvent);
  latest.current = onEvent;

  useEffect(() => {
    if (!host) return;
    const origin = new URL(src).origin;
    let last: VideoEvent | null = null;
    const onMessage = (message: MessageEvent) => {
      if (message.source !== frame.current?.contentWindow || message.origin !== origin) return;
      const event = readEmbedMessage(host, message.data);
      if (!event || event === last) return;
      last = event;
      latest.current(event);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [host, src]);

  return (
    <div className="ep-video">
      <iframe
        ref={frame}
        className="ep-video__media"
        title={title}
        src={src}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        onLoad={host ? () => askForEvents(frame.current, host, src) : undefined}
      />
    </div>
  );
}

function askForEvents(frame: HTMLIFrameElement | null, host: EmbedHost, src: string): void {
  const target = frame?.contentWindow;
  if (!target) return;
  const origin = new URL(src).origin;
  for (const message of subscribeMessages(host)) target.postMessage(message, origin);
}
