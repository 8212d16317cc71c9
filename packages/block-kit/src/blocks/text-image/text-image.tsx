import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

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
