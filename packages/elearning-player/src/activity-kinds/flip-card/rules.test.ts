import { describe, expect, it } from 'vitest';
import { flipCardKind, TURN_CARD, toggleLimited } from './rules';

describe('flip card (spec 3 §4)', () => {
  it('selects only up to the correct-answer count, keeps a set, and is locked once done', () => {
    let selected = toggleLimited([], 1, 2, false);
    selected = toggleLimited(selected, 2, 2, false);
    expect(toggleLimited(selected, 3, 2, false)).toEqual([1, 2]);
    expect(toggleLimited(selected, 1, 2, false)).toEqual([2]);
    expect(toggleLimited(selected, 1, 2, true)).toEqual([1, 2]);
  });
});

describe('flip-card gestures (spec 3 §4)', () => {
  const answers = [
    { id: 21, kind: 'FlipCardAnswer', isCorrect: true, score: 1, itemOrderNumber: 1 },
    { id: 22, kind: 'FlipCardAnswer', isCorrect: false, score: 0, itemOrderNumber: 2 },
  ] as const;
  const none = { selected: [], expanded: [] };

  // Moved from the machine, which knew the flip card's 'card flipped' event before the kind owned it.
  it('turns cards over only once the question is Done, and back again', () => {
    const turn = flipCardKind.gestures[TURN_CARD];
    const flipped = turn?.(none, { answerId: 21, answers, done: true });
    expect(flipped).toEqual({ expanded: [21] });
    expect(turn?.({ selected: [], expanded: [21] }, { answerId: 21, answers, done: true })).toEqual({
      expanded: [],
    });
    expect(turn?.(none, { answerId: 21, answers, done: false })).toEqual({});
  });

  it('selects with the same limit as toggleLimited', () => {
    const select = flipCardKind.gestures.select;
    expect(select?.({ selected: [21], expanded: [] }, { answerId: 22, answers, done: false })).toEqual({
      selected: [21],
    });
    expect(select?.(none, { answerId: 22, answers, done: false })).toEqual({ selected: [22] });
  });
});
