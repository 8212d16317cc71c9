import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** The card of the link blocks (external, internal, with image): picture, title, intro and link. */
export function LinkCard({
  title,
  intro,
  link,
  image,
  className,
}: Pick<BlockComponentProps<'externalLink'>['block'], 'title' | 'intro' | 'link' | 'image'> & {
  className: string;
}) {
  return (
    <section className={`bk-block bk-link-card ${className}`}>
      {image ? (
        <ResponsiveImage
          image={image}
          alt=""
          className="bk-link-card__image"
          sizes="(min-width: 1024px) 33vw, 100vw"
        />
      ) : null}
      <div className="bk-link-card__text">
        {title ? <BlockHeading>{title}</BlockHeading> : null}
        {intro ? <RichText html={intro} /> : null}
        <CmsLink link={link} />
      </div>
    </section>
  );
}
