import type { Card, CardGridBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { Icon } from '../../content/icon';
import { RichText } from '../../content/rich-text';
import { cardTargetLink, ImageCard } from '../shared/image-card';
import { ListSection } from '../shared/list-section';

/** Props of `CardGrid`: the `cardGrid` block's data. */
export type CardGridProps = Omit<CardGridBlock, 'kind' | 'id'> & { className?: string };

/** A basic grid of cards (spec 2 §2.5). */
export function CardGrid({ title, cards, className }: CardGridProps) {
  return (
    <ListSection name="bk-card-grid" className={className} title={title} items={cards}>
      {(card, index) => (
        // CMS lists are static per render and may repeat titles; the position keeps keys unique.
        <li key={`${card.title}-${index}`}>
          <BasicCard card={card} />
        </li>
      )}
    </ListSection>
  );
}

/** One basic card: image, icon, labels, title, text and link. */
export function BasicCard({ card }: { card: Card }) {
  return (
    <ImageCard
      className="bk-card"
      image={card.image}
      picture={{ className: 'bk-card__image', sizes: '(min-width: 1024px) 33vw, 100vw' }}
      bodyClassName="bk-card__body"
      oneTarget={card.button !== null && card.button !== undefined}
    >
      {card.icon ? <Icon name={card.icon} /> : null}
      {card.labels.length > 0 ? <p className="bk-card__labels">{card.labels.join(' · ')}</p> : null}
      <h3 className="bk-card__title">{card.title}</h3>
      {card.text ? <RichText html={card.text} /> : null}
      {card.button ? <CmsLink link={card.button} className={cardTargetLink} /> : null}
    </ImageCard>
  );
}
