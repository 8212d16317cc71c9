import type { Answer } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { earnedPoints, maxPoints } from '../domain/feedback';
import { answerIdsToSend, feedbackResult, isSingleChoice } from './registry';

const answer = (id: number, isCorrect: boolean, score: number): Answer => ({
  id,
  kind: 'InfoSlideAnswer',
  isCorrect,
  score,
  itemOrderNumber: id,
});
const answers = [answer(1, true, 2), answer(2, false, 0), answer(3, true, 1)];

describe('feedback result (spec 3 §5)', () => {
  it('statements are always fully correct with no points', () => {
    expect(feedbackResult('MultipleChoiceStatement', answers, [2])).toEqual({
      kind: 'fullyCorrect',
      earned: 0,
      max: 0,
      showsPoints: false,
    });
  });

  it('earned points are the sum of the selected scores; maximum the sum of the correct ones', () => {
    expect(earnedPoints(answers, [1, 3])).toBe(3);
    expect(maxPoints(answers, false)).toBe(3);
    expect(feedbackResult('FlipCardMultipleChoiceQuestion', answers, [1, 3]).kind).toBe('fullyCorrect');
    expect(feedbackResult('FlipCardMultipleChoiceQuestion', answers, [1, 2])).toMatchObject({
      kind: 'partiallyCorrect',
      earned: 2,
      max: 3,
    });
    expect(feedbackResult('InfoSlideMultipleChoiceQuestion', answers, [2], true).kind).toBe('wrong');
  });

  it('a single choice has the largest single correct score as its maximum', () => {
    expect(isSingleChoice('InfoSlideMultipleChoiceQuestion', false)).toBe(true);
    expect(isSingleChoice('InfoSlideMultipleChoiceQuestion', true)).toBe(false);
    expect(maxPoints(answers, true)).toBe(2);
    expect(feedbackResult('InfoSlideMultipleChoiceQuestion', answers, [1]).kind).toBe('fullyCorrect');
    expect(feedbackResult('InfoSlideMultipleChoiceQuestion', answers, [3]).kind).toBe('partiallyCorrect');
  });
});

describe('answering (spec 3 §5)', () => {
  it('sends a flip card only with a selected answer among the loaded ones', () => {
    expect(answerIdsToSend('FlipCardMultipleChoiceQuestion', [9], answers)).toBeUndefined();
    expect(answerIdsToSend('FlipCardMultipleChoiceQuestion', [9, 1], answers)).toEqual([1]);
  });

  it('sends an info slide only with at least one selected answer', () => {
    expect(answerIdsToSend('InfoSlideMultipleChoiceQuestion', [], answers)).toBeUndefined();
    expect(answerIdsToSend('InfoSlideMultipleChoiceQuestion', [2, 3], answers)).toEqual([2, 3]);
  });

  it('sends one statement answer', () => {
    expect(answerIdsToSend('MultipleChoiceStatement', [2, 3], answers)).toEqual([2]);
    expect(answerIdsToSend('MultipleChoiceStatement', [], answers)).toBeUndefined();
  });
});
