import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** visual_explanation_training: numbered steps ('Stap 1', ...). */
export function VisualExplanationTraining({ block }: BlockComponentProps<'visualExplanationTraining'>) {
  const t = useT();
  return (
    <section
      className={['bk-block', 'bk-steps', block.color ? `bk-steps--color-${block.color}` : ''].join(' ')}
    >
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ol className="bk-steps__list">
        {block.items.map((item, index) => (
          <li key={item.title} className="bk-steps__item">
            <span className="bk-steps__number">{t('blocks.step', { n: index + 1 })}</span>
            <BlockHeading sub>{item.title}</BlockHeading>
            {item.intro ? <RichText html={item.intro} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
