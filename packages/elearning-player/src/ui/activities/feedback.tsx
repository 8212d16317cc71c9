import type { Answer, TeachingActivityWithContent } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { feedbackResult, questionKindOf } from '../../activity-kinds/registry';
import type { PlayerActivity, QuestionKind } from '../../domain/course';
import { ANSWER_IMAGE_SIZES, answerParts, DocumentBlock } from '../rich-content';

const noVideoEvents = () => {};

import { selectedAnswerIds, usePlayerStoreState } from '../use-player';
import { SaveStatus } from './question-parts';

/** Props of {@link FeedbackPage}. */
export interface FeedbackPageProps {
  readonly activity: PlayerActivity;
  readonly content: TeachingActivityWithContent;
  readonly answers: readonly Answer[];
}

const headingKey = {
  fullyCorrect: 'player.feedback.fullyCorrect',
  partiallyCorrect: 'player.feedback.partiallyCorrect',
  wrong: 'player.feedback.wrong',
} as const;

/**
 * The feedback page of the three question kinds (spec 3 §2): descriptor name, points earned, the
 * result heading by result kind, and the explanations. Statements are always fully correct and
 * show no points (spec 3 §5).
 */
export function FeedbackPage({ activity, content, answers }: FeedbackPageProps): ReactNode {
  const t = useT();
  const { state } = usePlayerStoreState();
  const kind = activity.kind as QuestionKind;
  const selected = selectedAnswerIds(state, activity);
  const result = feedbackResult(kind, answers, selected, content.activity.shouldDragAnswer);
  const descriptor = content.descriptorName ?? content.activity.descriptorName;
  // A question that asks for an opinion (a statement): its result counts as fully correct (spec 3 §5),
  // but no answer is right, so its page thanks the learner instead of praising a right answer.
  const statement = questionKindOf(kind, content.activity.shouldDragAnswer).asksOpinion === true;
  return (
    <div className={`ep-activity ep-feedback ep-feedback--${statement ? 'opinion' : result.kind}`}>
      <header className="ep-feedback__header">
        {descriptor ? <p className="ep-feedback__descriptor">{descriptor}</p> : null}
        <h2 className="ep-feedback__heading">
          {statement ? t('player.feedback.opinion') : t(headingKey[result.kind])}
        </h2>
        {result.showsPoints ? (
          <p className="ep-feedback__points">{t('player.feedback.points', { n: result.earned })}</p>
        ) : null}
      </header>
      <ul className="ep-feedback__answers">
        {answers.map((answer, index) => {
          const chosen = selected.includes(answer.id);
          const parts = answerParts(answer.content);
          if (!chosen && !answer.explanation && statement) return null;
          return (
            <li
              key={answer.id}
              className={`ep-feedback__answer${chosen ? ' ep-feedback__answer--chosen' : ''}${
                statement
                  ? ''
                  : answer.isCorrect
                    ? ' ep-feedback__answer--correct'
                    : ' ep-feedback__answer--incorrect'
              }`}
            >
              {parts.image ? (
                <DocumentBlock
                  block={parts.image}
                  onVideoEvent={noVideoEvents}
                  imageSizes={ANSWER_IMAGE_SIZES}
                />
              ) : null}
              <p className="ep-feedback__answer-text">
                {parts.text ||
                  answer.title ||
                  (parts.image ? null : t('player.answer.untitled', { n: index + 1 }))}
                {chosen ? (
                  <span className="ep-feedback__tag"> ({t('player.feedback.yourAnswer')})</span>
                ) : null}
              </p>
              {statement ? null : (
                <p className="ep-feedback__verdict">
                  {answer.isCorrect ? t('player.answer.correct') : t('player.answer.incorrect')}
                </p>
              )}
              {answer.explanation ? <p className="ep-feedback__explanation">{answer.explanation}</p> : null}
            </li>
          );
        })}
      </ul>
      <SaveStatus activityId={content.activity.id} />
    </div>
  );
}
