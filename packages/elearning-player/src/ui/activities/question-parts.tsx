import type { Answer, TeachingActivityWithContent } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { correctCount } from '../../domain/answers';
import type { PlayerActivity } from '../../domain/course';
import { canCheck } from '../../domain/selection';
import { activityDocumentField } from '../../editor/document-target';
import { usePlayerSelector, usePlayerState, usePlayerStore } from '../context';
import { RichContent } from '../rich-content';
import { selectedAnswerIds } from '../use-player';
import { useVideoTracking } from '../use-video-tracking';
import { AnswerEditors, type EditableAnswerKind } from './answer-editor';

/** The question's introduction and content (IntroToAssignment, MCQ/FMC question content). */
export function QuestionIntro({ content }: { readonly content: TeachingActivityWithContent }): ReactNode {
  const t = useT();
  const onVideoEvent = useVideoTracking(content.activity.id);
  const field = activityDocumentField(content.activity.kind);
  return (
    <div className="ep-question__intro">
      {content.activity.introToAssignment ? (
        <p className="ep-question__assignment">{content.activity.introToAssignment}</p>
      ) : null}
      <RichContent
        value={content.activity.questionContent}
        onVideoEvent={onVideoEvent}
        target={field ? { kind: 'TeachingActivity', id: content.activity.id, field } : undefined}
        editorHeading={t('editor.document.activityHeading', { title: content.activity.title })}
      />
    </div>
  );
}

/**
 * 'Not yet saved' while an answer waits for the network (it is kept and retried), or a failure
 * that will not be retried. Announced politely / assertively.
 */
export function SaveStatus({ activityId }: { readonly activityId: number }): ReactNode {
  const t = useT();
  const saving = usePlayerSelector((state) => state.saving[String(activityId)]);
  return (
    <div className="ep-save-status" role="status">
      {saving === 'not-saved' ? <p className="ep-save-status__pending">{t('player.notSaved')}</p> : null}
      {saving === 'failed' ? <p className="ep-save-status__failed">{t('player.saveFailed')}</p> : null}
    </div>
  );
}

/** 'Er is/zijn n antwoord(en) goed.' (spec 3 §5: the hint shows the number). */
export function AnswerHint({ id, count }: { readonly id: string; readonly count: number }): ReactNode {
  const t = useT();
  return (
    <p className="ep-question__hint" id={id}>
      {t('player.answerHint', { n: count })}
    </p>
  );
}

/** What a question answered with 'Controleer' (drag, flip cards) knows of itself. */
export interface CheckableQuestion {
  readonly activityId: number;
  /** Whether it is checked (the activity is Done). */
  readonly done: boolean;
  /** The answers chosen so far, and how many of the answers are correct. */
  readonly selected: readonly number[];
  readonly correct: number;
  /** The id of its {@link AnswerHint}, which the check button points at while it cannot be used. */
  readonly hintId: string;
}

/** The {@link CheckableQuestion} of an activity and its answers, from the player's state. */
export function useCheckableQuestion(
  activity: PlayerActivity,
  answers: readonly Answer[],
): CheckableQuestion {
  const state = usePlayerState();
  return {
    activityId: activity.id as number,
    done: activity.status.status === 'Done',
    selected: selectedAnswerIds(state, activity),
    correct: correctCount(answers),
    hintId: useId(),
  };
}

/**
 * 'Controleer' under a question that needs several answers chosen (spec 3 §4). Gone once the question
 * is checked. Until enough answers are chosen it stays focusable but says it is disabled, and points
 * at the hint that says how many answers are wanted.
 */
export function CheckButton({ activityId, done, selected, correct, hintId }: CheckableQuestion): ReactNode {
  const t = useT();
  const store = usePlayerStore();
  if (done) return null;
  const checkable = canCheck(selected, correct, done);
  return (
    <Button
      className="ep-question__check"
      aria-disabled={checkable ? undefined : true}
      aria-describedby={checkable ? undefined : hintId}
      onClick={() => {
        if (checkable) store.check(activityId);
      }}
    >
      {t('player.check')}
    </Button>
  );
}

/**
 * The check button disappears once a question is checked; without this, keyboard focus would fall
 * back to the start of the page (WCAG 2.4.3 focus order). When `done` turns true while the
 * question is on screen, focus moves to the element `target` returns (the next thing to do).
 */
export function useFocusWhenChecked(done: boolean, target: () => HTMLElement | null | undefined): void {
  const wasDone = useRef(done);
  const targetRef = useRef(target);
  targetRef.current = target;
  useEffect(() => {
    if (done && !wasDone.current) targetRef.current()?.focus();
    wasDone.current = done;
  }, [done]);
}

/**
 * The end of a question answered with 'Controleer': in admin mode every answer's editor, in the
 * stored order (decision 0049), then the check button and the save status.
 */
export function CheckableQuestionEnd({
  answers,
  answerKind,
  ...question
}: CheckableQuestion & {
  readonly answers: readonly Answer[];
  readonly answerKind: EditableAnswerKind;
}): ReactNode {
  return (
    <>
      <AnswerEditors answers={answers} kind={answerKind} />
      <CheckButton {...question} />
      <SaveStatus activityId={question.activityId} />
    </>
  );
}
