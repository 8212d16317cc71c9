import { CmsIcon } from '../../content/cms-icon';
import { BlockHeading } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';
import { ButtonAction } from '../shared/button-action';

/** breaker: a band across the page in three sizes, with icons, text, a button and media. */
export function Breaker({ block, priority }: BlockComponentProps<'breaker'>) {
  return (
    <section className={`bk-block bk-breaker bk-breaker--${block.design}`}>
      <div className="bk-breaker__text">
        {block.icons.length ? (
          <div className="bk-breaker__icons">
            {block.icons.map((icon) => (
              <CmsIcon key={icon.url} icon={icon} size={48} className="bk-breaker__icon" />
            ))}
          </div>
        ) : null}
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
        {block.intro ? <RichText html={block.intro} /> : null}
        <ButtonAction link={block.primaryLink} />
      </div>
      {block.media && block.design !== 'small' ? (
        <div className="bk-breaker__media">
          <MediaView media={block.media} priority={priority} sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
      ) : null}
    </section>
  );
}
