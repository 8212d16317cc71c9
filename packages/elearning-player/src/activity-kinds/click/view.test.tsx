import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { done, expectFeedback, heading } from '../../test-support/player-screens';
import { renderPlayer } from '../../test-support/render-player';

describe('TrainingPlayer: click question (spec 3 §4, §5)', () => {
  it('marks a click answer at once, moves to the feedback after 200 ms and shows the result', async () => {
    const { container, user, advance, backend } = renderPlayer({ run: { done: done(111, 112) } });
    await heading('Wat doe je eerst?');
    await screen.findByRole('button', { name: 'Rustig vragen of je kunt helpen' });
    await user.click(screen.getByRole('button', { name: 'Rustig vragen of je kunt helpen' }));
    expect(screen.getByRole('button', { name: 'Rustig vragen of je kunt helpen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Locked while the auto-advance waits: no way back.
    expect(screen.queryByRole('button', { name: 'Vorige' })).not.toBeInTheDocument();
    advance(199);
    expect(screen.queryByRole('heading', { level: 2, name: /Goed gedaan/ })).not.toBeInTheDocument();
    advance(1);
    await expectFeedback('fully');
    expect(screen.getByText('2 punten verdiend')).toBeInTheDocument();
    expect(
      screen.getByText('Signalen herkennen', { selector: '.ep-feedback__descriptor' }),
    ).toBeInTheDocument();
    expect(backend.marked.get(113)).toEqual([1131]);
    await expectNoAxeViolations(container);
    // The answer is locked, and so is the page: no way back to answer again (spec 3 §4).
    expect(screen.queryByRole('button', { name: 'Vorige' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeInTheDocument();
    expect(backend.marked.get(113)).toEqual([1131]);
  });

  it('shows partially correct for a lesser correct answer', async () => {
    const { user, advance } = renderPlayer({ run: { done: done(111, 112) } });
    await user.click(await screen.findByRole('button', { name: 'Een collega roepen' }));
    advance(200);
    await expectFeedback('partially');
    expect(screen.getByText('1 punt verdiend')).toBeInTheDocument();
  });

  it('shows wrong with its explanation', async () => {
    const { container, user, advance } = renderPlayer({ run: { done: done(111, 112) } });
    await user.click(await screen.findByRole('button', { name: 'De klant laten wachten' }));
    advance(200);
    await expectFeedback('wrong');
    expect(screen.getByText('Wachten maakt iemand vaak onrustig.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
