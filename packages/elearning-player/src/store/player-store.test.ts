import { describe, expect, it } from 'vitest';
import { createMemoryStorage, outboxKey, writeJson } from '../domain/storage';
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
});
