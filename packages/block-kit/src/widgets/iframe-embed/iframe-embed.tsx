import type { IframeEmbedBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { ConsentGate } from '../../consent/consent-gate';
import { classNames } from '../../primitives/class-names';

/** Spec 2 §9: a Spotify embed is always 200 px high. */
export const SPOTIFY_IFRAME_HEIGHT = 200;
const DEFAULT_HEIGHT = 500;

/** Props of `IframeEmbed`: the `iframeEmbed` block's data. */
export type IframeEmbedProps = Omit<IframeEmbedBlock, 'kind' | 'id'> & { className?: string };

/**
 * A quiz or interactive embed (spec 2 §4): a riddle quiz embeds directly; interactive and other
 * embeds (Spotify too) need marketing consent and load nothing before it.
 */
export function IframeEmbed({ embedKind, title, url, height, className }: IframeEmbedProps) {
  const t = useT();
  const frameHeight = embedKind === 'spotify' ? SPOTIFY_IFRAME_HEIGHT : (height ?? DEFAULT_HEIGHT);
  const frame = (
    <iframe
      className="bk-iframe__frame"
      src={url}
      title={title}
      height={frameHeight}
      style={{ blockSize: `${frameHeight}px` }}
      loading="lazy"
      allow={embedKind === 'spotify' ? 'encrypted-media' : undefined}
    />
  );
  return (
    <div className={classNames('bk-iframe', `bk-iframe--${embedKind}`, className)}>
      <ConsentGate
        exempt={embedKind === 'riddle'}
        text={t('embed.consent.text')}
        buttonLabel={t('video.consent.button')}
      >
        {frame}
      </ConsentGate>
    </div>
  );
}
