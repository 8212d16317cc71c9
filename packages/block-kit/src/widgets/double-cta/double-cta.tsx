import type { CtaCard, DoubleCtaBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { ImageCard } from '../shared/image-card';

/** Props of `DoubleCta`: the `doubleCta` block's data. */
export type DoubleCtaProps = Omit<DoubleCtaBlock, 'kind' | 'id'> & { className?: string };

/** Two calls to action side by side (spec 2 §2.5). */
export function DoubleCta({ items, className }: DoubleCtaProps) {
  return (
    <div className={classNames('bk-double-cta', className)}>
      {items.map((item, index) => (
        <CtaCardView
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS lists are static per render and may repeat titles; the position keeps keys unique
          key={`${item.title}-${index}`}
          card={item}
          variant={index === 0 ? 'primary' : 'secondary'}
        />
      ))}
    </div>
  );
}

/** One call-to-action card (also used by the banners). */
export function CtaCardView({
  card,
  variant = 'primary',
  headingLevel = 2,
}: {
  card: CtaCard;
  variant?: 'primary' | 'secondary';
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ImageCard
      className={`bk-cta-card bk-cta-card--${variant}`}
      image={card.image}
      picture={{ className: 'bk-cta-card__image', sizes: '(min-width: 1024px) 50vw, 100vw' }}
      bodyClassName="bk-cta-card__body"
    >
      <Heading className="bk-cta-card__title">{card.title}</Heading>
      {card.intro ? <RichText html={card.intro} /> : null}
      {card.link ? <CmsLink link={card.link} as="button" /> : null}
    </ImageCard>
  );
}
