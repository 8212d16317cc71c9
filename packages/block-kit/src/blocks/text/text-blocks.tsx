import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading, NestedHeadings } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { BlockRenderer, useBlockRenderer } from '../renderer/block-renderer';
import type { BlockComponentProps } from '../renderer/registry';

/** text_with_title: a title and rich text. */
export function TextWithTitle({ block }: BlockComponentProps<'textWithTitle'>) {
  return (
    <section className="bk-block bk-text">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <RichText html={block.body} />
    </section>
  );
}

/** text_split_columns: the title in a narrow column beside the text (stacked on phones). */
export function TextSplitColumns({ block }: BlockComponentProps<'textSplitColumns'>) {
  return (
    <section className="bk-block bk-text-split">
      <div className="bk-text-split__title">
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      </div>
      <RichText html={block.body} className="bk-text-split__body" />
    </section>
  );
}

/** text_two_coulmns: two text columns (stacked on phones). */
export function TextTwoColumns({ block }: BlockComponentProps<'textTwoColumns'>) {
  return (
    <section className="bk-block bk-text-columns">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <div className="bk-text-columns__grid">
        <NestedHeadings>
          <RichText html={block.left} />
          <RichText html={block.right} />
        </NestedHeadings>
      </div>
    </section>
  );
}

/** html: sanitised CMS HTML as it is (also the stand-in for an unknown bundle, spec 2 §2.5). */
export function HtmlBlock({ block }: BlockComponentProps<'html'>) {
  return (
    <div className="bk-block bk-html" data-unknown-bundle={block.unknownBundle}>
      <RichText html={block.html} />
    </div>
  );
}

/** introduction: the page's lead text, a size larger. */
export function Introduction({ block }: BlockComponentProps<'introduction'>) {
  return (
    <div className="bk-block bk-introduction">
      <RichText html={block.text} />
    </div>
  );
}

/** frame (kader): a framed box with title, text and optional media. */
export function Frame({ block, priority }: BlockComponentProps<'frame'>) {
  return (
    <section className="bk-block bk-frame">
      <div className="bk-frame__text">
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
        {block.body ? <RichText html={block.body} /> : null}
      </div>
      {block.media ? (
        <div className="bk-frame__media">
          {/* Spec 2 §9: the frame crops, 100x100 and 200x200 (shown 100 px wide on phones, 200 px wider up). */}
          <MediaView
            media={block.media}
            priority={priority}
            crop="frame"
            sizes="(min-width: 48rem) 200px, 100px"
          />
        </div>
      ) : null}
    </section>
  );
}

/** quote: body, author, image left or right, display width, full screen. */
export function Quote({ block, priority }: BlockComponentProps<'quote'>) {
  const width = block.displayWidth === 'fullscreen' ? 'full' : String(block.displayWidth);
  return (
    <figure
      className={[
        'bk-block',
        'bk-quote',
        `bk-quote--${block.position}`,
        `bk-quote--width-${width}`,
        block.fullScreen ? 'bk-quote--full-screen' : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {block.image ? (
        <ResponsiveImage
          image={block.image}
          priority={priority}
          className="bk-quote__image"
          crop="frame"
          sizes="(min-width: 1024px) 300px, 40vw"
        />
      ) : null}
      <div className="bk-quote__content">
        <blockquote className="bk-quote__body">
          <RichText html={block.body} />
        </blockquote>
        {block.author ? <figcaption className="bk-quote__author">{block.author}</figcaption> : null}
      </div>
    </figure>
  );
}

/** centralised_building_block: its single paragraph, centred. */
export function CentralisedBlock({ block, priority }: BlockComponentProps<'centralisedBlock'>) {
  return (
    <div className="bk-block bk-centralised">
      <BlockRenderer block={block.block} priority={priority} />
    </div>
  );
}

/** A known bundle whose fields did not parse: a note for editors, nothing in production. */
export function InvalidBlockNotice({ block }: BlockComponentProps<'invalid'>) {
  const t = useT();
  const { mode } = useBlockRenderer();
  if (mode === 'production') return null;
  return (
    <p className="bk-block-notice" role="note">
      {t('blocks.invalid', { bundle: block.bundle })}
    </p>
  );
}

/**
 * conversation, group, library, community: places where community features go. The kit renders
 * nothing; a brand registers a renderer when it has the feature.
 */
export function PositionMarker({ block }: BlockComponentProps<'positionMarker'>) {
  return <div className={`bk-position-marker bk-position-marker--${block.marker}`} hidden />;
}
