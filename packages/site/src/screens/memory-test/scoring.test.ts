import { fixtures, type MemoryTest, mapMemoryTest, memoryTestResponseSchema } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  bandFor,
  emptyAnswers,
  isComplete,
  type MemoryTestAnswers,
  memoryTestScore,
  openQuestions,
  parseStoredAnswers,
  questionKey,
  scoreRange,
  withAnswer,
} from './scoring';

const labels = ['Nooit', 'Bijna nooit', 'Soms', 'Vaak', 'Heel vaak'];

/** A questionnaire of the spec's size: 25 questions 0-4 for yourself, 16 questions 1-5 for another. */
function questionnaire(variant: 'self' | 'other'): MemoryTest {
  const count = variant === 'self' ? 25 : 16;
  const base = variant === 'self' ? 0 : 1;
  const [min, max] = [count * base, count * (base + 4)];
  const middle = Math.floor((min + max) / 2);
  return mapMemoryTest(
    memoryTestResponseSchema.parse({
      Variant: variant,
      Title: 'Test',
      Intro: 'Intro',
      Options: labels.map((Label, index) => ({ Label, Points: base + index })),
      Questions: Array.from({ length: count }, (_, index) => ({
        Id: `q-${index + 1}`,
        Text: `Vraag ${index}`,
      })),
      Bands: [
        { Min: min, Max: middle, Title: 'Laag', Advice: ['a'], Links: [] },
        { Min: middle + 1, Max: max, Title: 'Hoog', Advice: ['b'], Links: [] },
      ],
      Disclaimer: 'Geen diagnose.',
    }),
  );
}

/** Every question answered with option `option` (1-5). */
function all(test: MemoryTest, option: number) {
  return { answers: test.questions.map(() => option), age: '75' as const };
}

describe('memory test scoring (spec 3 §9)', () => {
  it('for yourself: all lowest answers give 0, all highest give 100', () => {
    const test = questionnaire('self');
    expect(memoryTestScore(test, all(test, 1))).toBe(0);
    expect(memoryTestScore(test, all(test, 5))).toBe(100);
    expect(scoreRange(test)).toEqual({ min: 0, max: 100 });
  });

  it('about someone else: all lowest answers give 16, all highest give 80', () => {
    const test = questionnaire('other');
    expect(memoryTestScore(test, all(test, 1))).toBe(16);
    expect(memoryTestScore(test, all(test, 5))).toBe(80);
    expect(scoreRange(test)).toEqual({ min: 16, max: 80 });
  });

  it('adds the points of the chosen options', () => {
    const test = questionnaire('self');
    let state: MemoryTestAnswers = all(test, 1);
    state = { ...withAnswer(state, 0, 5), age: '75' };
    state = withAnswer(state, 3, 3);
    expect(memoryTestScore(test, state)).toBe(4 + 2);
  });

  it('gives no score and lists the open questions while any is unanswered', () => {
    const test = questionnaire('other');
    const state = withAnswer(withAnswer(emptyAnswers(test), 0, 2), 15, 4);
    expect(memoryTestScore(test, state)).toBeNull();
    expect(openQuestions(test, state)).toEqual(Array.from({ length: 14 }, (_, i) => i + 2));
    expect(isComplete(test, state)).toBe(false);
  });

  it('is complete only with every answer and an age', () => {
    const test = questionnaire('other');
    expect(isComplete(test, { ...all(test, 3), age: null })).toBe(false);
    expect(isComplete(test, all(test, 3))).toBe(true);
  });

  it('finds the band of a score, at both edges of each band', () => {
    const test = questionnaire('self');
    expect(bandFor(test, 0)?.title).toBe('Laag');
    expect(bandFor(test, 50)?.title).toBe('Laag');
    expect(bandFor(test, 51)?.title).toBe('Hoog');
    expect(bandFor(test, 100)?.title).toBe('Hoog');
  });
});

describe('stored answers', () => {
  const test = mapMemoryTest(memoryTestResponseSchema.parse(fixtures.memoryTest.response));

  it('reads back answers that fit this questionnaire', () => {
    const raw = { questions: questionKey(test), answers: [3, null], age: 'not-say' };
    expect(parseStoredAnswers(test, raw)).toEqual({ answers: [3, null], age: 'not-say' });
  });

  it('starts afresh when the questions changed or the value is damaged', () => {
    const empty = emptyAnswers(test);
    expect(parseStoredAnswers(test, { questions: 'other,ids', answers: [3, 3], age: '75' })).toEqual(empty);
    expect(parseStoredAnswers(test, { questions: questionKey(test), answers: [9, 3], age: '75' })).toEqual(
      empty,
    );
    expect(parseStoredAnswers(test, { questions: questionKey(test), answers: [3], age: '75' })).toEqual(
      empty,
    );
    expect(parseStoredAnswers(test, 'nonsense')).toEqual(empty);
    expect(parseStoredAnswers(test, { questions: questionKey(test), answers: [1, 2], age: 'old' })).toEqual({
      answers: [1, 2],
      age: null,
    });
  });
});
