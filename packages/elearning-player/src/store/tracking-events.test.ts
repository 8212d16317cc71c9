import { describe, expect, it } from 'vitest';
import { flattenActivities, isSummaryActivity } from '../domain/course';
import { createMemoryStorage, type KeyValueStorage, sentEventsKey } from '../domain/storage';
import type { PlayerTrackingEvent } from '../domain/tracking';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import { createManualTimers } from '../testing/manual-timers';
import { createMemoryTrainingBackend, type MemoryTrainingBackend } from '../testing/memory-backend';
import { AUTO_ADVANCE_MS, createPlayerStore, loadedAnswers, type PlayerStore } from './player-store';

/*
 * The training events of spec 3 §7 over a whole run, in the order the spec lists them:
 * training_start (with the virtual page view /training-gestart), one training_process per step,
 * training_complete, training_result_page. Each once per run, a reload of the finished summary included.
 */

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const name = 'Dementie herkennen';

interface Browser {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
  readonly events: PlayerTrackingEvent[];
}

function newBrowser(): Browser {
  return { local: createMemoryStorage(), session: createMemoryStorage(), events: [] };
}

async function open(
  backend: MemoryTrainingBackend,
  browser: Browser,
  onEvent?: (e: PlayerTrackingEvent) => unknown,
) {
  const timers = createManualTimers();
  const store = createPlayerStore({
    backend,
    courseId: DEMO_COURSE_ID,
    trainingName: name,
    localStorage: browser.local,
    sessionStorage: browser.session,
    timers,
    track: onEvent ?? ((event) => browser.events.push(event)),
  });
  await store.start();
  await settle();
  return { store, timers };
}

/** Answers the question shown, right, the way its kind is answered (spec 3 §4). */
async function answerRight(store: PlayerStore, activityId: number, advance: (ms: number) => void) {
  const state = store.getState();
  const correct = loadedAnswers(state, activityId).filter((answer) => answer.isCorrect);
  const first = correct[0] ?? loadedAnswers(state, activityId)[0];
  const content = state.contents[String(activityId)];
  const drag = content?.kind === 'loaded' && content.value.activity.shouldDragAnswer;
  const kind = flattenActivities(state.chapters).find((a) => a.activity.id === activityId)?.activity.kind;
  if (kind === 'FlipCardMultipleChoiceQuestion' || drag) {
    for (const answer of correct) {
      if (drag) store.moveToBox(activityId, answer.id);
      else store.toggleCard(activityId, answer.id);
    }
    store.check(activityId);
  } else if (first) {
    // Click questions and statements: one pick, marked at once, then on to the feedback by itself.
    store.choose(activityId, first.id);
    advance(AUTO_ADVANCE_MS);
  }
  await settle();
}

/** Walks the run from where it is to the summary page, every question answered right. */
async function walkToSummary(store: PlayerStore, advance: (ms: number) => void) {
  for (let guard = 0; guard < 50; guard += 1) {
    const position = store.getState().position;
    if (!position || isSummaryActivity(position.activityId)) return;
    const located = flattenActivities(store.getState().chapters).find(
      (a) => a.activity.id === position.activityId,
    );
    if (
      typeof position.activityId === 'number' &&
      position.view === 'question' &&
      located?.activity.status.status === 'NotDone' &&
      loadedAnswers(store.getState(), position.activityId).length > 0
    ) {
      await answerRight(store, position.activityId, advance);
      // The auto-advance may already have shown the feedback.
      if (store.getState().position?.view === 'question') store.next();
    } else {
      store.next();
    }
    await settle();
  }
  throw new Error('the walk did not reach the summary');
}

/** A step's event, with its tracking record (spec 3 §3): the training and the activity. */
const process = (step: number, sub_step: number, questionId: number): PlayerTrackingEvent => ({
  event: 'training_process',
  training_name: name,
  step,
  sub_step,
  userId: null,
  pageKind: 'training',
  nodeType: null,
  nodeId: null,
  trainingsId: DEMO_COURSE_ID,
  questionId,
});

/** The whole demo run: two chapters, four and two steps (info slides, every question kind). */
const wholeRun: PlayerTrackingEvent[] = [
  { event: 'virtual_page_view', page_path: '/training-gestart' },
  { event: 'training_start', training_name: name },
  process(1, 1, 111),
  process(1, 2, 112),
  process(1, 3, 113),
  process(1, 4, 114),
  process(2, 1, 211),
  process(2, 2, 212),
  { event: 'training_complete', training_name: name },
  { event: 'training_result_page', training_name: name },
];

describe('training events over a whole run (spec 3 §7)', () => {
  it('sends the start, one event per step, the completion and the result page, in that order', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: {} });
    const browser = newBrowser();
    const { store, timers } = await open(backend, browser);
    await walkToSummary(store, (ms) => timers.advance(ms));
    expect(store.getState().position).toEqual({ activityId: 'summary page', view: 'question' });
    await settle();
    expect(browser.events).toEqual(wholeRun);

    // Back and forth on the ending and back to a question's feedback and its question: no new events.
    store.next();
    await settle();
    store.previous();
    await settle();
    store.goTo({ activityId: 212, view: 'feedback' });
    store.goTo({ activityId: 212, view: 'question' });
    store.goTo({ activityId: 'summary page', view: 'question' });
    await settle();
    expect(browser.events).toEqual(wholeRun);
  });

  it('sends nothing again when the finished summary is reloaded, in the same tab or another', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: {} });
    const browser = newBrowser();
    const first = await open(backend, browser);
    await walkToSummary(first.store, (ms) => first.timers.advance(ms));
    await settle();
    first.store.dispose();
    expect(browser.events).toEqual(wholeRun);

    // A reload: a new store on the same storage, the same run reopened on its summary.
    const reloaded = await open(backend, browser);
    expect(reloaded.store.getState().position?.activityId).toBe('summary page');
    expect(reloaded.store.getState().result.kind).toBe('loaded');
    reloaded.store.dispose();
    // Another tab of the same browser (no session storage): the run is remembered with the run.
    const tab = await open(backend, { ...browser, session: createMemoryStorage() });
    expect(tab.store.getState().result.kind).toBe('loaded');
    expect(browser.events).toEqual(wholeRun);

    // A second attempt is another run: its events are sent again, once.
    await tab.store.restart();
    await settle();
    await walkToSummary(tab.store, (ms) => tab.timers.advance(ms));
    await settle();
    expect(browser.events).toEqual([...wholeRun, ...wholeRun]);
  });

  it('a reload halfway sends only the steps not sent yet', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: {} });
    const browser = newBrowser();
    const first = await open(backend, browser);
    const { store, timers } = first;
    store.next();
    await settle();
    await answerRight(store, 112, (ms) => timers.advance(ms));
    store.next();
    // On the feedback page of step 1.2, then a reload there.
    expect(store.getState().position).toEqual({ activityId: 112, view: 'feedback' });
    store.dispose();
    const reloaded = await open(backend, browser);
    expect(reloaded.store.getState().position).toEqual({ activityId: 112, view: 'feedback' });
    await walkToSummary(reloaded.store, (ms) => reloaded.timers.advance(ms));
    await settle();
    expect(browser.events).toEqual(wholeRun);
  });

  it('does not count an event the host did not send (no consent yet), and stores nothing for it', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: {} });
    const browser = newBrowser();
    let consent = false;
    const host = (event: PlayerTrackingEvent) => {
      if (!consent) return false;
      browser.events.push(event);
      return true;
    };
    const first = await open(backend, browser, host);
    await walkToSummary(first.store, (ms) => first.timers.advance(ms));
    await settle();
    first.store.dispose();
    expect(browser.events).toEqual([]);
    expect(browser.local.getItem(sentEventsKey(DEMO_COURSE_ID))).toBeNull();

    // Consent given, then the summary reloaded: the ending is sent now, once.
    consent = true;
    const reloaded = await open(backend, browser, host);
    reloaded.store.dispose();
    await open(backend, browser, host);
    expect(browser.events).toEqual([
      { event: 'training_complete', training_name: name },
      { event: 'training_result_page', training_name: name },
    ]);
  });
});
