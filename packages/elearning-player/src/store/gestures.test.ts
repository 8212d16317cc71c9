import { describe, expect, it } from 'vitest';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import { createMemoryTrainingBackend } from '../testing/memory-backend';
import { createPlayerStore } from './player-store';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function openAt(activityId: number) {
  const store = createPlayerStore({
    backend: createMemoryTrainingBackend(demoCourse),
    courseId: DEMO_COURSE_ID,
  });
  await store.start();
  await settle();
  store.goTo({ activityId, view: 'question' });
  await settle();
  return store;
}

// The store knows no kind by name: `select` applies the gesture the question's kind declares.
describe('store.select: the gestures of each kind (spec 3 §4)', () => {
  it('flip cards: selects up to the correct count; a card turns over only once the question is Done', async () => {
    const store = await openAt(212);
    const expanded = () => store.getState().expanded['212'];
    store.select(212, 2121, 'turn');
    expect(expanded()).toBeUndefined();
    store.select(212, 2121);
    store.select(212, 2123);
    store.select(212, 2122);
    expect(store.getState().selections['212']).toEqual([2121, 2123]);
    store.check(212);
    await settle();
    store.select(212, 2121, 'turn');
    expect(expanded()).toEqual([2121]);
    // The first release's name does the same.
    store.flipCard(212, 2121);
    expect(expanded()).toEqual([]);
    store.select(212, 2122);
    expect(store.getState().selections['212']).toEqual([2121, 2123]);
  });

  it('drag: into the box and back to the pool; a gesture the kind does not know changes nothing', async () => {
    const store = await openAt(112);
    store.select(112, 1121);
    expect(store.getState().selections['112']).toEqual([1121]);
    const before = store.getState();
    store.select(112, 1121, 'turn');
    expect(store.getState()).toBe(before);
    store.select(112, 1121, 'deselect');
    expect(store.getState().selections['112']).toEqual([]);
    store.moveToBox(112, 1121);
    expect(store.getState().selections['112']).toEqual([1121]);
    store.moveToPool(112, 1121);
    expect(store.getState().selections['112']).toEqual([]);
  });
});
