import type { SpecialHeroBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { useHeadingLevel } from '../../content/heading-level';
import { FULL_WIDTH_SIZES, ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { VideoPlayer } from '../video-player/video-player';

/** Props of `SpecialHero`: the `specialHero` block's data. */
export type SpecialHeroProps = Omit<SpecialHeroBlock, 'kind' | 'id'> & { className?: string };

/**
 * The campaign hero (spec 3 §2): `default` (text beside the visual) or `visualAsBackground` (text over
 * the image); an optional video plays through the consent-gated player. Its title is set as large as
 * a page title but is a block title in the outline (an `h2` on a page): the page header holds the
 * page's one `h1`.
 */
export function SpecialHero({
  variant,
  title,
  intro,
  image,
  video,
  primaryLink,
  className,
}: SpecialHeroProps) {
  const Title = `h${useHeadingLevel()}` as const;
  return (
    <section className={classNames('bk-special-hero', `bk-special-hero--${variant}`, className)}>
      <div className="bk-special-hero__text">
        <Title className="bk-special-hero__title">{title}</Title>
        {intro ? <RichText html={intro} /> : null}
        {primaryLink ? <CmsLink link={primaryLink} as="button" /> : null}
      </div>
      <div className="bk-special-hero__visual">
        {video ? (
          <VideoPlayer video={video} />
        ) : (
          <ResponsiveImage
            sizes={FULL_WIDTH_SIZES}
            image={image}
            priority
            className="bk-special-hero__image"
          />
        )}
      </div>
    </section>
  );
}
