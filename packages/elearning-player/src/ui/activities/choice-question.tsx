import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useId } from 'react';
import type { ActivityKindViewProps } from '../../activity-kinds/kind';
import { ANSWER_IMAGE_SIZES, answerLabel, answerParts, DocumentBlock } from '../rich-content';
import { selectedAnswerIds, usePlayerStoreState } from '../use-player';
import { useVideoTracking } from '../use-video-tracking';
import { AnswerEditor, type EditableAnswerKind } from './answer-editor';
import { QuestionIntro, SaveStatus } from './question-parts';

/** What a single-choice kind's view gives {@link ChoiceQuestion} besides its own props. */
export interface ChoiceQuestionProps extends ActivityKindViewProps {
  /** The kind's class on the question (its look). */
  readonly className: string;
  /** The kind of its answers' editable documents (spec 3 §6). */
  readonly answerKind: EditableAnswerKind;
}

/**
 * The single-choice questions (spec 3 §2), one view for the kinds that show it (the multiple-choice
 * statement and the click variant of the info-slide question). Choosing an answer marks the
 * question at once, then the player moves on after 200 ms (spec 3 §4). Once Done the answers are
 * locked: the buttons stay focusable and say so (aria-disabled), and the chosen one stays pressed.
 */
export function ChoiceQuestion({
  activity,
  content,
  answers,
  className,
  answerKind,
}: ChoiceQuestionProps): ReactNode {
  const t = useT();
  const { store, state } = usePlayerStoreState();
  const labelId = useId();
  const done = activity.status.status === 'Done';
  const selected = selectedAnswerIds(state, activity);
  // An answer's video belongs to the activity: tracked with its step (spec 3 §7).
  const onVideoEvent = useVideoTracking(activity.id as number);
  // Admin mode (spec 3 §6): each answer's SlideAnswerContent gets its own editor below it.
  return (
    <div className={`ep-activity ep-question ${className}`}>
      <QuestionIntro content={content} />
      <p id={labelId} className="ep-visually-hidden">
        {content.activity.title}
      </p>
      <ul className="ep-choice__answers" aria-labelledby={labelId}>
        {answers.map((answer, index) => {
          const pressed = selected.includes(answer.id);
          const parts = answerParts(answer.content);
          return (
            <li key={answer.id} className="ep-choice__item">
              {parts.video ? <DocumentBlock block={parts.video} onVideoEvent={onVideoEvent} /> : null}
              <button
                type="button"
                className={`ep-choice__answer${pressed ? ' ep-choice__answer--chosen' : ''}`}
                aria-pressed={pressed}
                aria-disabled={done ? true : undefined}
                onClick={() => {
                  if (!done) store.select(activity.id as number, answer.id);
                }}
              >
                {parts.image ? (
                  <DocumentBlock
                    block={parts.image}
                    onVideoEvent={onVideoEvent}
                    imageSizes={ANSWER_IMAGE_SIZES}
                  />
                ) : null}
                {parts.text ? <span className="ep-choice__text">{parts.text}</span> : null}
                {answerLabel(parts) === '' ? t('player.answer.untitled', { n: index + 1 }) : null}
              </button>
              <AnswerEditor answer={answer} index={index} kind={answerKind} />
            </li>
          );
        })}
      </ul>
      <SaveStatus activityId={content.activity.id} />
    </div>
  );
}
