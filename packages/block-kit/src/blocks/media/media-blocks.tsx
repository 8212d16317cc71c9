import type { GridItem, MediaItem, MediaWidth } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { Link } from '../../primitives/link';
import { MediaGallery } from '../../widgets/media-gallery';
import { VideoPlayer } from '../../widgets/video-player';
import type { BlockComponentProps } from '../renderer/registry';

function widthClass(width: MediaWidth): string {
  return `bk-media-width--${width === 'fullscreen' ? 'full' : width}`;
}

/** `sizes` per media width (spec 2 §3.2): how much of the viewport the image takes. */
function sizesFor(width: MediaWidth, columns: 1 | 2 = 1): string {
  if (width === 'fullscreen') return '100vw';
  const share = Math.round(width / columns);
  if (share >= 100) return '100vw';
  return `(min-width: 1024px) ${share}vw, 100vw`;
}

/** image: an image at its media width, with an optional caption. */
export function ImageBlock({ block, priority }: BlockComponentProps<'image'>) {
  return (
    <figure className={`bk-block bk-figure ${widthClass(block.mediaWidth)}`}>
      <ResponsiveImage image={block.image} priority={priority} sizes={sizesFor(block.mediaWidth)} />
      {block.caption ? (
        <figcaption className="bk-figure__caption">
          <RichText html={block.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}

/** video: a consent-gated video (widgets' VideoPlayer), with title and caption. */
export function VideoBlock({ block }: BlockComponentProps<'video'>) {
  return (
    <figure className="bk-block bk-figure bk-video-block">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <VideoPlayer video={block.video} />
      {block.caption ? (
        <figcaption className="bk-figure__caption">
          <RichText html={block.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}

function MediaFigure({ item, priority, columns }: { item: MediaItem; priority: boolean; columns: 1 | 2 }) {
  return (
    <figure className={`bk-figure ${widthClass(item.mediaWidth)}`}>
      {item.title ? <BlockHeading sub>{item.title}</BlockHeading> : null}
      <MediaView media={item.media} priority={priority} sizes={sizesFor(item.mediaWidth, columns)} />
      {item.caption ? (
        <figcaption className="bk-figure__caption">
          <RichText html={item.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}

/** media_block: media items in one or two columns. */
export function MediaBlock({ block, priority }: BlockComponentProps<'mediaBlock'>) {
  return (
    <section className={`bk-block bk-media-block bk-media-block--columns-${block.columns}`}>
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <div className="bk-media-block__grid">
        {block.items.map((item, index) => (
          <MediaFigure
            key={item.media.type === 'image' ? item.media.image.url : item.media.video.iframeUrl}
            item={item}
            priority={priority && index === 0}
            columns={block.columns}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * media_gallery: the widgets' gallery with lightbox (layouts for 2 to 5 items, spec 2 §2.8).
 */
export function MediaGalleryBlock({ block }: BlockComponentProps<'mediaGallery'>) {
  return (
    <div className="bk-block bk-gallery-block">
      <MediaGallery {...(block.title ? { title: block.title } : {})} items={block.items} />
    </div>
  );
}

/** mini_grid: the logo wall; a logo with a link is a link named by its alt text. */
export function MiniGrid({ block }: BlockComponentProps<'miniGrid'>) {
  const t = useT();
  return (
    <section className="bk-block bk-logo-wall" aria-label={block.title ? undefined : t('blocks.logoWall')}>
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ul className="bk-logo-wall__grid">
        {block.items.map((item) => (
          <li key={item.image.url} className="bk-logo-wall__item">
            {item.link ? (
              <a
                href={item.link.url}
                className="bk-logo-wall__link"
                {...(item.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ResponsiveImage image={item.image} sizes="200px" />
              </a>
            ) : (
              <ResponsiveImage image={item.image} sizes="200px" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function GridTile({ item, priority }: { item: GridItem; priority: boolean }) {
  return (
    <li className="bk-grid__tile">
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          priority={priority}
          alt=""
          className="bk-grid__image"
          crop="grid"
          sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
        />
      ) : null}
      <div className="bk-grid__text">
        {item.label ? <p className="bk-grid__label">{item.label}</p> : null}
        <BlockHeading sub>
          {item.link ? (
            <Link href={item.link.url} external={item.link.external} className="bk-grid__link">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </BlockHeading>
        {item.body ? <RichText html={item.body} /> : null}
      </div>
    </li>
  );
}

/** grid_with_image: title, text, a grid of tiles and a link. */
export function GridWithImage({ block, priority }: BlockComponentProps<'gridWithImage'>) {
  return (
    <section
      className={['bk-block', 'bk-grid', block.color ? `bk-grid--color-${block.color}` : ''].join(' ')}
    >
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.body ? <RichText html={block.body} /> : null}
      <ul className="bk-grid__tiles">
        {block.items.map((item, index) => (
          <GridTile key={item.title} item={item} priority={priority && index === 0} />
        ))}
      </ul>
      {block.link ? (
        <div className="bk-actions">
          <CmsLink link={block.link} as="button" />
        </div>
      ) : null}
    </section>
  );
}

/** home_grid_image: the image tiles of the home page; each tile is one link. */
export function HomeGridImage({ block, priority }: BlockComponentProps<'homeGridImage'>) {
  return (
    <section className="bk-block bk-grid bk-grid--home">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ul className="bk-grid__tiles">
        {block.items.map((item, index) => (
          <GridTile key={item.title} item={item} priority={priority && index === 0} />
        ))}
      </ul>
    </section>
  );
}

/** text_image: text beside media, in the new design (label, colour) or the old one. */
export function TextImage({ block, priority }: BlockComponentProps<'textImage'>) {
  return (
    <section
      className={[
        'bk-block',
        'bk-text-image',
        `bk-text-image--${block.design}`,
        `bk-text-image--media-${block.position}`,
        block.color && block.design === 'new' ? `bk-text-image--color-${block.color}` : '',
      ].join(' ')}
    >
      <div className="bk-text-image__text">
        {block.label && block.design === 'new' ? <p className="bk-text-image__label">{block.label}</p> : null}
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
        {block.body ? <RichText html={block.body} /> : null}
        {block.links.length ? (
          <div className="bk-actions">
            {block.links.map((link) => (
              <CmsLink key={link.url + link.title} link={link} />
            ))}
          </div>
        ) : null}
      </div>
      {block.media ? (
        <div className="bk-text-image__media">
          <MediaView media={block.media} priority={priority} sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
      ) : null}
    </section>
  );
}
