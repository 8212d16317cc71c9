import type { Answer } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useRef } from 'react';
import {
  AnswerHint,
  CheckableQuestionEnd,
  QuestionIntro,
  useCheckableQuestion,
  useFocusWhenChecked,
} from '../../ui/activities/question-parts';
import { useMediaUrl } from '../../ui/context';
import { RichContent } from '../../ui/rich-content';
import { usePlayerStoreState } from '../../ui/use-player';
import type { ActivityKindViewProps } from '../kind';
import { TURN_CARD } from './rules';

function CardFront({ answer }: { readonly answer: Answer }): ReactNode {
  const mediaUrl = useMediaUrl();
  return (
    <>
      {answer.image ? (
        <img
          className="ep-card__image"
          src={mediaUrl(answer.image.url)}
          alt={answer.image.alt}
          width={400}
          height={400}
          loading="lazy"
        />
      ) : null}
      <span className="ep-card__title">{answer.title}</span>
    </>
  );
}

/**
 * The flip-card question (spec 3 §2, §4): select up to the number of correct answers, check when
 * exactly that many are chosen; once Done the answers are locked and each card can be turned over
 * to read its explanation, its back labelled 'Goed' or 'Niet goed' (spec 3 §5).
 */
export function FlipCardQuestion({ activity, content, answers }: ActivityKindViewProps): ReactNode {
  const t = useT();
  const { store, state } = usePlayerStoreState();
  const question = useCheckableQuestion(activity, answers);
  const { activityId: id, done, selected, correct, hintId } = question;
  const flipped = state.expanded[String(id)] ?? [];
  const full = selected.length >= correct;
  const root = useRef<HTMLDivElement>(null);
  // Once checked, the cards can be turned over (spec 3 §4): focus goes to the first card's button.
  useFocusWhenChecked(done, () => root.current?.querySelector<HTMLElement>('.ep-card__flip'));
  return (
    <div className="ep-activity ep-question ep-flip" ref={root}>
      <QuestionIntro content={content} />
      <AnswerHint id={hintId} count={correct} />
      <ul className="ep-flip__cards">
        {answers.map((answer) => {
          const chosen = selected.includes(answer.id);
          const isFlipped = flipped.includes(answer.id);
          if (!done) {
            const blocked = full && !chosen;
            return (
              <li key={answer.id} className="ep-card">
                <button
                  type="button"
                  className={`ep-card__face ep-card__select${chosen ? ' ep-card--chosen' : ''}`}
                  aria-pressed={chosen}
                  aria-disabled={blocked ? true : undefined}
                  aria-describedby={blocked ? hintId : undefined}
                  onClick={() => store.select(id, answer.id)}
                >
                  <CardFront answer={answer} />
                </button>
              </li>
            );
          }
          const backId = `${hintId}-back-${answer.id}`;
          return (
            <li
              key={answer.id}
              className={`ep-card ep-card--done${chosen ? ' ep-card--chosen' : ''}${isFlipped ? ' ep-card--flipped' : ''}`}
            >
              {isFlipped ? (
                <div className="ep-card__face ep-card__back" id={backId}>
                  <p
                    className={`ep-card__verdict ${answer.isCorrect ? 'ep-card__verdict--correct' : 'ep-card__verdict--incorrect'}`}
                  >
                    {answer.isCorrect ? t('player.answer.correct') : t('player.answer.incorrect')}
                  </p>
                  <p className="ep-card__title">{answer.title}</p>
                  <RichContent
                    value={answer.flipCardContent}
                    target={{ kind: 'FlipCardAnswer', id: answer.id, field: 'FlipCardAnswerContent' }}
                  />
                  {answer.explanation ? <p className="ep-card__explanation">{answer.explanation}</p> : null}
                </div>
              ) : (
                <div className="ep-card__face">
                  <CardFront answer={answer} />
                  {chosen ? <p className="ep-card__chosen">{t('player.feedback.yourAnswer')}</p> : null}
                </div>
              )}
              <Button
                variant="secondary"
                className="ep-card__flip"
                aria-pressed={isFlipped}
                onClick={() => store.select(id, answer.id, TURN_CARD)}
              >
                {t('player.flipCard.flip')}
                <span className="ep-visually-hidden">: {answer.title}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {/* Admin mode (decision 0049): each card's back is edited here, without answering or flipping. */}
      <CheckableQuestionEnd {...question} answers={answers} answerKind="FlipCardAnswer" />
    </div>
  );
}
