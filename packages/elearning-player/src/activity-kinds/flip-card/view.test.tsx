import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { done, expectFeedback, heading } from '../../test-support/player-screens';
import { renderPlayer } from '../../test-support/render-player';

describe('TrainingPlayer: flip cards (spec 3 §4, §5)', () => {
  const before = { done: { ...done(111, 211), 112: [1121], 113: [1131], 114: [3101] } };

  it('selects up to the correct count, checks at exactly that many, then flips to read explanations', async () => {
    const { container, user } = renderPlayer({ run: before });
    await heading('Flip de kaarten');
    const card = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
    await screen.findByText('Er zijn 2 antwoorden goed.');
    const check = screen.getByRole('button', { name: 'Controleer je antwoord' });
    await user.click(card('Oogcontact maken'));
    expect(check).toHaveAttribute('aria-disabled', 'true');
    await user.click(card('Snel praten'));
    expect(card('Korte zinnen')).toHaveAttribute('aria-disabled', 'true');
    await user.click(card('Korte zinnen'));
    expect(card('Korte zinnen')).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(container);
    await user.click(card('Snel praten'));
    await user.click(card('Korte zinnen'));
    await user.click(check);
    const flip = await screen.findByRole('button', { name: 'Draai de kaart om: Snel praten' });
    // The check button is gone: focus goes to the first card's flip button.
    expect(screen.getAllByRole('button', { name: /^Draai de kaart om/ })[0]).toHaveFocus();
    await user.click(flip);
    expect(flip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Niet goed')).toBeInTheDocument();
    expect(screen.getByText('Snel praten maakt het moeilijker.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draai de kaart om: Oogcontact maken' }));
    expect(screen.getByText('Goed', { selector: '.ep-card__verdict' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await expectFeedback('fully');
    expect(screen.getByText('4 punten verdiend')).toBeInTheDocument();
  });
});
