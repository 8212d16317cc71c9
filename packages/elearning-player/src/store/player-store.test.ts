import { describe, expect, it } from 'vitest';
import { findActivity, flattenActivities } from '../domain/course';
import { createMemoryStorage, outboxKey, selectionDraftsKey, writeJson } from '../domain/storage';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import { createManualTimers } from '../testing/manual-timers';
import { createMemoryTrainingBackend } from '../testing/memory-backend';
import type { TrainingBackend } from './backend';
import { AUTO_ADVANCE_MS, createPlayerStore } from './player-store';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('player store', () => {
  it('does not retry a refused marking (401) and says it was not saved', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, {
      run: { done: { 111: [], 112: [1121, 1123] } },
    });
    const refusing: TrainingBackend = {
      ...backend,
      markAssignment: async () => ({ kind: 'unauthorized', status: 401 }),
    };
    const local = createMemoryStorage();
    const timers = createManualTimers();
    const store = createPlayerStore({
      backend: refusing,
      courseId: DEMO_COURSE_ID,
      localStorage: local,
      timers,
    });
    await store.start();
    await settle();
    store.choose(113, 1131);
    await settle();
    expect(store.getState().saving['113']).toBe('failed');
    expect(local.getItem(outboxKey(DEMO_COURSE_ID))).toBeNull();
    timers.advance(AUTO_ADVANCE_MS);
    expect(store.getState().position).toEqual({ activityId: 113, view: 'feedback' });
    expect(timers.pending()).toBe(0);
  });

  it('drops answers kept for another run', async () => {
    const local = createMemoryStorage();
    writeJson(local, outboxKey(DEMO_COURSE_ID), [
      { runId: 'an-old-run', activityId: 113, call: 'assignment', answerIds: [1131], points: 2 },
    ]);
    const backend = createMemoryTrainingBackend(demoCourse);
    const store = createPlayerStore({ backend, courseId: DEMO_COURSE_ID, localStorage: local });
    await store.start();
    await settle();
    expect(local.getItem(outboxKey(DEMO_COURSE_ID))).toBeNull();
    expect(backend.marked.has(113)).toBe(false);
  });

  it('asks for the answers once per question and keeps the shuffled order on a new store', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: { done: { 111: [], 112: [1121] } } });
    const first = createPlayerStore({ backend, courseId: DEMO_COURSE_ID });
    await first.start();
    await settle();
    const order = (s: typeof first) => {
      const answers = s.getState().answers['113'];
      return answers?.kind === 'loaded' ? answers.value.map((a) => a.id) : [];
    };
    const seen = order(first);
    expect(seen).toHaveLength(3);
    const second = createPlayerStore({ backend, courseId: DEMO_COURSE_ID });
    await second.start();
    await settle();
    expect(order(second)).toEqual(seen);
  });

  it('keeps the previous question out of reach once the current one is answered (spec 3 §4)', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, {
      run: { done: { 111: [], 112: [1121, 1123] } },
    });
    const store = createPlayerStore({ backend, courseId: DEMO_COURSE_ID, timers: createManualTimers() });
    await store.start();
    await settle();
    store.goTo({ activityId: 112, view: 'feedback' });
    store.previous();
    expect(store.getState().position).toEqual({ activityId: 112, view: 'feedback' });
  });
});

describe('selections not yet checked (decision 0024: kept across a reload)', () => {
  const runOf = (store: ReturnType<typeof createPlayerStore>) => {
    const run = store.getState().run;
    return run.kind === 'loaded' ? run.value.runId : '';
  };

  it('finds placed items and chosen cards again after a reload, until they are checked', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: { done: { 111: [] } } });
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const open = async () => {
      const store = createPlayerStore({
        backend,
        courseId: DEMO_COURSE_ID,
        localStorage: local,
        sessionStorage: session,
      });
      await store.start();
      await settle();
      return store;
    };
    const first = await open();
    expect(first.getState().position).toEqual({ activityId: 112, view: 'question' });
    first.moveToBox(112, 1121);
    first.goTo({ activityId: 212, view: 'question' });
    await settle();
    first.toggleCard(212, 2123);
    expect(backend.marked.size).toBe(1);

    // The reload: a new store on the same storage.
    const second = await open();
    expect(second.getState().selections).toEqual({ 112: [1121], 212: [2123] });
    expect(second.getState().position).toEqual({ activityId: 212, view: 'question' });

    // Checked: the selection goes to the server and is no longer kept as a draft.
    second.toggleCard(212, 2121);
    second.check(212);
    await settle();
    expect(backend.marked.get(212)).toEqual([2123, 2121]);
    second.goTo({ activityId: 112, view: 'question' });
    await settle();
    second.moveToPool(112, 1121);
    expect(local.getItem(selectionDraftsKey(DEMO_COURSE_ID))).toBeNull();

    const third = await open();
    expect(third.getState().selections).toEqual({});
  });

  it('starts a new run without the selections of another run', async () => {
    const local = createMemoryStorage();
    writeJson(local, selectionDraftsKey(DEMO_COURSE_ID), {
      runId: 'an-old-run',
      selections: { 112: [1121] },
    });
    const store = createPlayerStore({
      backend: createMemoryTrainingBackend(demoCourse, { run: { done: { 111: [] } } }),
      courseId: DEMO_COURSE_ID,
      localStorage: local,
    });
    await store.start();
    await settle();
    expect(store.getState().selections).toEqual({});
  });

  it('keeps only answers that still exist, no more than the number of correct ones', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: { done: { 111: [] } } });
    const local = createMemoryStorage();
    const probe = createPlayerStore({ backend, courseId: DEMO_COURSE_ID });
    await probe.start();
    writeJson(local, selectionDraftsKey(DEMO_COURSE_ID), {
      runId: runOf(probe),
      selections: { 112: [9999, 1122, 1121, 1123], 113: 'not a list' },
    });
    const store = createPlayerStore({ backend, courseId: DEMO_COURSE_ID, localStorage: local });
    await store.start();
    await settle();
    expect(store.getState().selections).toEqual({ 112: [1122, 1121] });
  });

  it('forgets the draft of a question that the server already has as answered', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, {
      run: { done: { 111: [], 112: [1121, 1123] } },
    });
    const local = createMemoryStorage();
    const probe = createPlayerStore({ backend, courseId: DEMO_COURSE_ID });
    await probe.start();
    writeJson(local, selectionDraftsKey(DEMO_COURSE_ID), {
      runId: runOf(probe),
      selections: { 112: [1122] },
    });
    const store = createPlayerStore({ backend, courseId: DEMO_COURSE_ID, localStorage: local });
    await store.start();
    await settle();
    expect(store.getState().selections).toEqual({});
    expect(local.getItem(selectionDraftsKey(DEMO_COURSE_ID))).toBeNull();
  });
});

describe("the editor's view (admin mode, decision 0049)", () => {
  it('opens the outline without a run and walks every activity without answering or marking', async () => {
    const backend = createMemoryTrainingBackend(demoCourse);
    const local = createMemoryStorage();
    const writes: string[] = [];
    const session = { ...createMemoryStorage(), setItem: (name: string) => void writes.push(name) };
    const events: unknown[] = [];
    const store = createPlayerStore({
      backend,
      courseId: DEMO_COURSE_ID,
      localStorage: local,
      sessionStorage: session,
      track: (event) => events.push(event),
    });
    await store.edit();
    await settle();
    expect(store.getState().editing).toBe(true);
    const visited: (number | string)[] = [];
    for (let guard = 0; guard < 20; guard += 1) {
      const position = store.getState().position;
      if (!position) break;
      visited.push(position.activityId);
      expect(position.view).toBe('question');
      // Trying an answer shows it chosen, and nothing more.
      store.choose(113, 1131);
      store.check(112);
      await settle();
      const before = position.activityId;
      store.next();
      await settle();
      if (store.getState().position?.activityId === before) break;
    }
    const learning = flattenActivities(store.getState().chapters).map(({ activity }) => activity.id);
    expect(visited).toEqual(learning);
    store.previous();
    expect(store.getState().position?.activityId).toBe(learning.at(-2));
    // Only reads: the preview outline, contents, answers and the summary page.
    const methods = new Set(backend.calls.map((call) => call.method));
    expect([...methods].sort()).toEqual(
      [
        'flipCardAnswers',
        'infoSlideAnswers',
        'startRun',
        'statementAnswers',
        'summaryPage',
        'teachingActivityWithContent',
      ].sort(),
    );
    expect(backend.calls.filter((call) => call.method === 'startRun').map((call) => call.input)).toEqual([
      { courseId: DEMO_COURSE_ID, preview: true },
    ]);
    expect(backend.runs).toHaveLength(0);
    expect(backend.marked.size).toBe(0);
    expect(events).toEqual([]);
    expect(local.getItem(outboxKey(DEMO_COURSE_ID))).toBeNull();
    expect(writes).toEqual([]);
    expect(
      flattenActivities(store.getState().chapters).every(
        ({ activity }) => activity.status.status === 'NotDone',
      ),
    ).toBe(true);
  });

  it('stays the editor view on a retry, and answers come in their stored order', async () => {
    const backend = createMemoryTrainingBackend(demoCourse, { run: { done: { 111: [], 112: [1121] } } });
    const store = createPlayerStore({ backend, courseId: DEMO_COURSE_ID });
    await store.edit();
    await store.start();
    await store.restart();
    store.goTo({ activityId: 113, view: 'question' });
    await settle();
    const answers = store.getState().answers['113'];
    const ids = answers?.kind === 'loaded' ? answers.value.map((a) => a.itemOrderNumber) : [];
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBeGreaterThan(1);
    expect(backend.calls.filter((call) => call.method === 'startRun')).toHaveLength(1);
    // The learner's run the editor also has stays untouched, its activity NotDone in this view.
    expect(findActivity(store.getState().chapters, 112)?.activity.status.status).toBe('NotDone');
  });
});
