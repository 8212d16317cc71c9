import type { EndCtaItem, SpotlightItem } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { RichText } from '../../content/rich-text';
import { Confetti } from '../../widgets/confetti';
import { useSeenOnce } from '../../widgets/shared/media-hooks';
import type { BlockComponentProps } from '../renderer/registry';
import { ButtonAction } from '../shared/button-action';

function Spotlight({ item, priority }: { item: SpotlightItem; priority: boolean }) {
  return (
    <div className={['bk-spotlight', item.fullWidth ? 'bk-spotlight--full-width' : ''].join(' ')}>
      {item.media ? (
        <div className="bk-spotlight__media">
          <MediaView
            media={item.media}
            priority={priority}
            sizes={item.fullWidth ? '100vw' : '(min-width: 1024px) 50vw, 100vw'}
          />
        </div>
      ) : null}
      <div className="bk-spotlight__text">
        <BlockHeading>{item.title}</BlockHeading>
        {item.body ? <RichText html={item.body} /> : null}
        <ButtonAction link={item.primaryLink} />
      </div>
    </div>
  );
}

function EndCta({ item }: { item: EndCtaItem }) {
  const { ref, seen } = useSeenOnce<HTMLDivElement>(item.confetti, true);
  return (
    <div
      ref={ref}
      className={['bk-end-cta', 'bk-on-brand', item.color ? `bk-end-cta--color-${item.color}` : ''].join(' ')}
    >
      <BlockHeading>{item.title}</BlockHeading>
      {item.intro ? <RichText html={item.intro} /> : null}
      <div className="bk-actions">
        {item.primaryLink ? <CmsLink link={item.primaryLink} as="button" /> : null}
        {item.secondaryLink ? <CmsLink link={item.secondaryLink} as="link" /> : null}
      </div>
      {/* spec 2 §9: confetti when the end cta comes into view; the widget skips it under reduced motion. */}
      {item.confetti ? <Confetti fire={seen} /> : null}
    </div>
  );
}

/** cta: spotlights and end ctas (with confetti). */
export function CtaBlock({ block, priority }: BlockComponentProps<'cta'>) {
  return (
    <section className="bk-block bk-cta">
      {block.items.map((item, index) =>
        item.kind === 'spotlight' ? (
          <Spotlight key={`s-${item.title}`} item={item} priority={priority && index === 0} />
        ) : (
          <EndCta key={`e-${item.title}`} item={item} />
        ),
      )}
    </section>
  );
}
