import { useT } from '@dementie/i18n-catalogues/react';
import { useState } from 'react';
import { MediaView } from '../../content/media-view';
import { RichText } from '../../content/rich-text';
import { ButtonLink } from '../../primitives/button';
import { defaultTrainingUrl, useBlockData } from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';

/**
 * e_learning_call_to_action (spec 2 §3.3, §4): the question design lets the visitor pick an answer
 * and shows its feedback (no answer selected, then an answer index selected); the start-training
 * design shows the text and media. Both end with a link to the training.
 */
export function ELearningCta({ block, priority }: BlockComponentProps<'eLearningCta'>) {
  const t = useT();
  const { trainingUrl = defaultTrainingUrl } = useBlockData();
  const [selected, setSelected] = useState<number | null>(null);
  const media = block.media ?? block.fallbackMedia;
  const chosen = selected === null ? undefined : block.answers[selected];
  const href = block.trainingId === undefined ? undefined : trainingUrl(block.trainingId);
  return (
    <section className={`bk-block bk-elearning-cta bk-elearning-cta--${block.design}`}>
      <div className="bk-elearning-cta__text">
        <div className="bk-elearning-cta__title">
          <RichText html={block.title} />
        </div>
        {block.design === 'question' ? (
          <>
            <fieldset className="bk-elearning-cta__answers">
              <legend className="bk-elearning-cta__legend">{t('blocks.eLearningCta.answers')}</legend>
              {block.answers.map((answer, index) => (
                <button
                  key={answer.answer}
                  type="button"
                  className="bk-elearning-cta__answer"
                  aria-pressed={selected === index}
                  onClick={() => setSelected(index)}
                >
                  {answer.answer}
                </button>
              ))}
            </fieldset>
            <div
              className="bk-elearning-cta__feedback"
              role="status"
              aria-label={t('blocks.eLearningCta.feedback')}
            >
              {chosen ? <RichText html={chosen.feedback} /> : null}
            </div>
          </>
        ) : block.body ? (
          <RichText html={block.body} />
        ) : null}
        {href && block.linkTitle ? (
          <div className="bk-actions">
            <ButtonLink href={href}>{block.linkTitle}</ButtonLink>
          </div>
        ) : null}
      </div>
      {media ? (
        <div className="bk-elearning-cta__media">
          <MediaView media={media} priority={priority} sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
      ) : null}
    </section>
  );
}
