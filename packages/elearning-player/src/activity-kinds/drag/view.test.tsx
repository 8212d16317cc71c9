import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { done, expectFeedback, heading } from '../../test-support/player-screens';
import { renderPlayer } from '../../test-support/render-player';

describe('TrainingPlayer: drag question (spec 3 §4, §5)', () => {
  it('can be answered by keyboard or tap: pick an answer, then the box, with live announcements', async () => {
    const { container, user } = renderPlayer({ run: { done: done(111) } });
    await heading('Wat zie je?');
    expect(await screen.findByText('Er zijn 2 antwoorden goed.')).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Controleer je antwoord' });
    expect(check).toHaveAttribute('aria-disabled', 'true');
    const pool = screen.getByRole('region', { name: 'Antwoorden' });
    const box = screen.getByRole('region', { name: 'Jouw keuze' });
    await expectNoAxeViolations(container);

    await user.click(within(pool).getByRole('button', { name: 'Zoekt lang naar geld' }));
    expect(screen.getByText('Zoekt lang naar geld is gekozen. Kies nu de doos.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Zet Zoekt lang naar geld in: Jouw keuze' }));
    expect(within(box).getByRole('button', { name: 'Zoekt lang naar geld' })).toBeInTheDocument();
    expect(screen.getByText('Zoekt lang naar geld staat nu in de doos.')).toBeInTheDocument();

    // By keyboard only.
    within(pool).getByRole('button', { name: 'Betaalt met pin' }).focus();
    await user.keyboard('{Enter}');
    // Focus moves to the place button of the box, so the next Enter puts it there.
    expect(within(box).getByRole('button', { name: 'Zet Betaalt met pin in: Jouw keuze' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(box).getAllByRole('button')).toHaveLength(2);

    // The box is full: the third answer may not move, the check button may be used.
    expect(within(pool).getByRole('button', { name: 'Koopt vaak hetzelfde' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(check).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);

    // Take one out again.
    await user.click(within(box).getByRole('button', { name: 'Betaalt met pin' }));
    await user.click(within(pool).getByRole('button', { name: 'Zet Betaalt met pin in: Antwoorden' }));
    expect(screen.getByText('Betaalt met pin is uit de doos gehaald.')).toBeInTheDocument();
    expect(check).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pool).getByRole('button', { name: 'Koopt vaak hetzelfde' }));
    await user.click(screen.getByRole('button', { name: 'Zet Koopt vaak hetzelfde in: Jouw keuze' }));
    await user.click(check);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await expectFeedback('fully');
    expect(screen.getByText('3 punten verdiend')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('after a finger drag the next tap picks an answer (the drag swallows only its own click)', async () => {
    renderPlayer({ run: { done: done(111) } });
    await heading('Wat zie je?');
    const pool = await screen.findByRole('region', { name: 'Antwoorden' });
    const box = screen.getByRole('region', { name: 'Jouw keuze' });
    // jsdom lays nothing out: the finger is 'over' the box while it is dragged and released.
    Object.defineProperty(document, 'elementFromPoint', { value: () => box, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'elementFromPoint');
    });
    const touch = { pointerType: 'touch', pointerId: 1, isPrimary: true };
    const dragged = within(pool).getByRole('button', { name: 'Zoekt lang naar geld' });
    fireEvent.pointerDown(dragged, { ...touch, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(dragged, { ...touch, clientX: 10, clientY: 80 });
    fireEvent.pointerUp(dragged, { ...touch, clientX: 10, clientY: 80 });
    expect(within(box).getByRole('button', { name: 'Zoekt lang naar geld' })).toBeInTheDocument();
    // The dragged answer moved to the box, so the browser's click after the drag never reached it.
    // The next real tap on another answer picks it.
    const tapped = within(pool).getByRole('button', { name: 'Betaalt met pin' });
    fireEvent.pointerDown(tapped, { ...touch, clientX: 10, clientY: 200 });
    fireEvent.pointerUp(tapped, { ...touch, clientX: 10, clientY: 200 });
    fireEvent.click(tapped, { detail: 1 });
    expect(tapped).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Betaalt met pin is gekozen. Kies nu de doos.')).toBeInTheDocument();
    fireEvent.click(tapped, { detail: 1 });
    expect(tapped).toHaveAttribute('aria-pressed', 'false');

    // A click that does follow a drag on the dragged answer itself is still swallowed.
    fireEvent.pointerDown(tapped, { ...touch, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(tapped, { ...touch, clientX: 10, clientY: 80 });
    fireEvent.pointerUp(tapped, { ...touch, clientX: 10, clientY: 80 });
    const inBox = within(box).getByRole('button', { name: 'Betaalt met pin' });
    fireEvent.click(inBox, { detail: 1 });
    expect(inBox).toHaveAttribute('aria-pressed', 'false');
    // Then a press by keyboard (a click with detail 0) picks it at once.
    fireEvent.click(inBox, { detail: 0 });
    expect(inBox).toHaveAttribute('aria-pressed', 'true');
  });

  it('accepts native drops only with JSON data, and stops dragging once checked', async () => {
    const { user } = renderPlayer({ run: { done: done(111) } });
    await heading('Wat zie je?');
    const box = await screen.findByRole('region', { name: 'Jouw keuze' });
    const drop = (data: string) =>
      fireEvent.drop(box, { dataTransfer: { getData: () => data, setData: () => {} } });
    drop('1121');
    expect(within(box).queryAllByRole('button')).toHaveLength(0);
    drop(JSON.stringify({ answerId: 1121 }));
    drop(JSON.stringify({ answerId: 1122 }));
    expect(within(box).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Controleer je antwoord' }));
    expect(screen.queryByRole('button', { name: 'Controleer je antwoord' })).not.toBeInTheDocument();
    // The check button is gone: focus goes to the box, not back to the page's start.
    expect(box).toHaveFocus();
    expect(within(box).getByRole('button', { name: 'Zoekt lang naar geld' })).toHaveAttribute(
      'draggable',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await expectFeedback('partially');
  });
});
