import type { Image } from '@dementie/cms-model';
import type { ReactNode } from 'react';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import { cardTargetLink, ImageCard } from '../../widgets/shared/image-card';
import type { BlockComponentProps } from '../renderer/registry';

/**
 * The frame of the link cards (the link blocks and the organisation block): a block section with an
 * optional decorative picture and the card's text beside it. Each leads to one page: its link, classed
 * `cardTargetLink`, makes the whole card one target.
 */
export function LinkCardFrame({
  className,
  image,
  children,
}: {
  className: string;
  image?: Image | null;
  children: ReactNode;
}) {
  return (
    <ImageCard
      as="section"
      className={`bk-block bk-link-card ${className}`}
      image={image}
      picture={{ alt: '', className: 'bk-link-card__image', sizes: '(min-width: 1024px) 33vw, 100vw' }}
      bodyClassName="bk-link-card__text"
      oneTarget
    >
      {children}
    </ImageCard>
  );
}

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
    <LinkCardFrame className={className} image={image}>
      {title ? <BlockHeading>{title}</BlockHeading> : null}
      {intro ? <RichText html={intro} /> : null}
      <CmsLink link={link} className={cardTargetLink} />
    </LinkCardFrame>
  );
}
