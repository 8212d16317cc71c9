import type { MediaBlock, MediaItem } from '@dementie/cms-model';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { CaptionedMedia } from '../shared/captioned-media';
import { SectionTitle } from '../shared/section-title';

/** Props of `MediaColumns`: the `mediaBlock` data (1 or 2 columns). */
export type MediaColumnsProps = Omit<MediaBlock, 'kind' | 'id'> & { className?: string };

/** Media in one or two columns (spec 2 §2.5); videos go through the consent-gated player. */
export function MediaColumns({ title, intro, columns, items, className }: MediaColumnsProps) {
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section className={classNames('bk-media-columns', `bk-media-columns--${columns}`, className)}>
      <SectionTitle title={title} />
      {intro ? <RichText html={intro} /> : null}
      <div className="bk-media-columns__grid">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS lists are static per render and may repeat titles; the position keeps keys unique
          <MediaFigure key={`${item.title ?? ''}-${index}`} item={item} columns={columns} />
        ))}
      </div>
    </section>
  );
}

function MediaFigure({ item, columns }: { item: MediaItem; columns: 1 | 2 }) {
  return (
    <CaptionedMedia
      item={item}
      className="bk-media-columns__figure"
      picture={{
        sizes: columns === 2 ? '(min-width: 768px) 50vw, 100vw' : '100vw',
        className: 'bk-media-columns__image',
      }}
      captionClassName="bk-media-columns__caption"
    />
  );
}
