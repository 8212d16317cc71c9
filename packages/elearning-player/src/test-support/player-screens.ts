import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/*
 * What the player's screen tests share: runs to start from and the headings they wait for.
 */

/** A run's marked answers: each activity id Done, with no answers chosen. */
export const done = (...ids: number[]) => Object.fromEntries(ids.map((id) => [id, [] as number[]]));
/** The page heading, once shown. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The feedback page's heading for each outcome of a question. */
export const feedbackHeadings = {
  fully: 'Goed gedaan! Je antwoord is helemaal goed.',
  partially: 'Bijna! Een deel van je antwoord is goed.',
  wrong: 'Helaas, je antwoord is niet goed.',
} as const;
/** Waits for the feedback page of an outcome. */
export async function expectFeedback(outcome: keyof typeof feedbackHeadings) {
  expect(await screen.findByRole('heading', { level: 2, name: feedbackHeadings[outcome] })).toBeVisible();
}
