import type { Answer } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { orderAnswers } from '../activity-kinds/registry';
import { answerSeed, correctCount } from './answers';

const answers: Answer[] = Array.from({ length: 6 }, (_, i) => ({
  id: 100 + i,
  kind: 'FlipCardAnswer',
  isCorrect: i % 2 === 0,
  score: 1,
  itemOrderNumber: 6 - i,
}));

describe('answer order (spec 3 §7)', () => {
  it('keeps one shuffled order per run, whatever order the server sends', () => {
    const seed = answerSeed('run-1', 212);
    const first = orderAnswers('FlipCardMultipleChoiceQuestion', answers, seed).map((a) => a.id);
    const again = orderAnswers('FlipCardMultipleChoiceQuestion', [...answers].reverse(), seed).map(
      (a) => a.id,
    );
    expect(again).toEqual(first);
    expect([...first].sort()).toEqual(answers.map((a) => a.id));
  });

  it('shuffles differently for another run', () => {
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((run) =>
        orderAnswers('InfoSlideMultipleChoiceQuestion', answers, answerSeed(run, 1))
          .map((a) => a.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('sorts statements by ItemOrderNumber', () => {
    expect(orderAnswers('MultipleChoiceStatement', answers, 'x').map((a) => a.itemOrderNumber)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('counts the correct answers', () => {
    expect(correctCount(answers)).toBe(3);
  });
});
