import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { done, feedbackHeadings, heading } from '../../test-support/player-screens';
import { renderPlayer } from '../../test-support/render-player';

describe('TrainingPlayer: statement (spec 3 §4, §5)', () => {
  it('sorts statements; an opinion has no right answer: thanks, no praise, no points', async () => {
    const { container, user, advance } = renderPlayer({ run: { done: { ...done(111, 112), 113: [1131] } } });
    await heading('Wat vind jij?');
    const buttons = await screen.findAllByRole('button', { name: /^(Eens|Oneens|Weet ik niet)$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Eens', 'Oneens', 'Weet ik niet']);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Oneens' }));
    advance(200);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bedankt voor je antwoord.' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: feedbackHeadings.fully })).not.toBeInTheDocument();
    expect(screen.queryByText(/verdiend/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
