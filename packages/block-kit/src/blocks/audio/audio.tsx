import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** audio: a podcast with the native player (keyboard and screen-reader friendly). */
export function AudioBlock({ block }: BlockComponentProps<'audio'>) {
  const { audio } = block;
  return (
    <section className="bk-block bk-audio">
      <BlockHeading>{block.title ?? audio.title}</BlockHeading>
      {/* biome-ignore lint/a11y/useMediaCaption: the CMS gives a transcript in the info text */}
      <audio className="bk-audio__player" controls preload="none" src={audio.url} aria-label={audio.title} />
      {audio.info ? <RichText html={audio.info} /> : null}
    </section>
  );
}
