import type { TeachingActivityKind } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  findActivity,
  type PlayerActivity,
  type PlayerChapter,
  SUMMARY_PAGE_ID,
  summaryChapter,
} from './course';
import {
  initialPlayerMachineState,
  nextTarget,
  type PlayerMachineState,
  playerReducer,
  previousTarget,
} from './player-machine';

const activity = (id: number, kind: TeachingActivityKind, done = false): PlayerActivity => ({
  id,
  title: `activity ${id}`,
  itemOrderNumber: id,
  kind,
  showInfoModal: false,
  status: { status: done ? 'Done' : 'NotDone', progress: 0, points: done ? 1 : 0 },
  chosenAnswerIds: done ? [21] : [],
});

const chapters: PlayerChapter[] = [
  {
    id: 1,
    name: 'one',
    itemOrderNumber: 1,
    activities: [
      activity(1, 'InfoSlide', true),
      activity(2, 'FlipCardMultipleChoiceQuestion', true),
      activity(3, 'MultipleChoiceStatement'),
    ],
  },
  summaryChapter(2),
];

const opened: PlayerMachineState = playerReducer(initialPlayerMachineState, {
  type: 'run opened',
  run: { runId: 'run-1', isNewRun: true },
  chapters,
  selections: {},
});

const at = (
  state: PlayerMachineState,
  activityId: number | typeof SUMMARY_PAGE_ID,
  view = 'question' as const,
) => playerReducer(state, { type: 'entered', position: { activityId, view } });

describe('player machine: navigation (spec 3 §4)', () => {
  it('shows a feedback view only for questions, and forgets the certificate form page when moving', () => {
    const onSlide = playerReducer(opened, { type: 'entered', position: { activityId: 1, view: 'feedback' } });
    expect(onSlide.position).toEqual({ activityId: 1, view: 'question' });
    const certificate = playerReducer(onSlide, { type: 'certificate form opened' });
    expect(certificate.certificatePage).toBe(true);
    const onQuestion = playerReducer(certificate, {
      type: 'entered',
      position: { activityId: 2, view: 'feedback' },
    });
    expect(onQuestion.position).toEqual({ activityId: 2, view: 'feedback' });
    expect(onQuestion.certificatePage).toBe(false);
    expect(
      playerReducer(onQuestion, { type: 'entered', position: { activityId: 99, view: 'question' } }),
    ).toBe(onQuestion);
  });

  it('makes the summary page Done when shown, but not in the editor view', () => {
    const done = at(opened, SUMMARY_PAGE_ID);
    expect(findActivity(done.chapters, SUMMARY_PAGE_ID)?.activity.status.status).toBe('Done');
    const editing = playerReducer(
      playerReducer(initialPlayerMachineState, { type: 'run requested', editing: true }),
      {
        type: 'run opened',
        run: { runId: 'preview', isNewRun: false },
        chapters,
        selections: {},
      },
    );
    expect(findActivity(at(editing, SUMMARY_PAGE_ID).chapters, SUMMARY_PAGE_ID)?.activity.status.status).toBe(
      'NotDone',
    );
  });

  it('keeps the previous question out of reach once the current one is answered', () => {
    // The question after an answered one: Previous is hidden, so it leads nowhere.
    const marked = playerReducer(at(opened, 3), {
      type: 'marked',
      activityId: 3,
      answerIds: [31],
      points: 0,
    });
    expect(previousTarget(marked, { debug: false })).toBeUndefined();
    expect(nextTarget(marked, { answersLoaded: true, debug: false })).toEqual({
      activityId: 3,
      view: 'feedback',
    });
  });

  it('locks Next on an unanswered question unless in debug mode', () => {
    const onQuestion = at(opened, 3);
    expect(nextTarget(onQuestion, { answersLoaded: true, debug: false })).toBeUndefined();
    expect(nextTarget(onQuestion, { answersLoaded: true, debug: true })).toBeDefined();
  });

  it('walks every page in the editor view without answering', () => {
    const editing = { ...at(opened, 3), editing: true };
    expect(nextTarget(editing, { answersLoaded: false, debug: false })?.activityId).toBe(SUMMARY_PAGE_ID);
    expect(previousTarget(editing, { debug: false })?.activityId).toBe(2);
  });
});

describe('player machine: answering (spec 3 §4, §5)', () => {
  it('marks Done at once with the chosen answers, then takes the server progress and points', () => {
    const marked = playerReducer(opened, { type: 'marked', activityId: 3, answerIds: [31], points: 2 });
    expect(findActivity(marked.chapters, 3)?.activity).toMatchObject({
      status: { status: 'Done', points: 2 },
      chosenAnswerIds: [31],
    });
    const acknowledged = playerReducer(marked, {
      type: 'acknowledged',
      activityId: 3,
      progress: 40,
      points: 3,
    });
    expect(findActivity(acknowledged.chapters, 3)?.activity.status).toEqual({
      status: 'Done',
      progress: 40,
      points: 3,
    });
  });

  it('keeps the expanded answers per question, as the gestures of its kind change them', () => {
    const expanded = playerReducer(opened, { type: 'expanded', activityId: 2, expanded: [21] });
    expect(expanded.expanded).toEqual({ 2: [21] });
    expect(playerReducer(expanded, { type: 'expanded', activityId: 2, expanded: [] }).expanded).toEqual({
      2: [],
    });
  });

  it('keeps selections per question and hides Previous while an auto-advance waits', () => {
    const selected = playerReducer(opened, { type: 'selected', activityId: 3, selection: [31] });
    expect(selected.selections).toEqual({ 3: [31] });
    const locked = playerReducer(selected, { type: 'auto-advance started' });
    expect(locked.locked).toBe(true);
    expect(playerReducer(locked, { type: 'auto-advance ended' }).locked).toBe(false);
    expect(playerReducer(selected, { type: 'auto-advance ended' })).toBe(selected);
  });

  it('forgets everything of a run when another is asked for', () => {
    const busy = playerReducer(at(opened, 2), { type: 'selected', activityId: 3, selection: [31] });
    const again = playerReducer(busy, { type: 'run requested', editing: false });
    expect(again).toMatchObject({
      run: { kind: 'loading' },
      chapters: [],
      position: undefined,
      selections: {},
    });
  });
});
