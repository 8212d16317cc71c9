import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { createMemoryStorage, outboxKey } from '../domain/storage';
import { done, expectFeedback, heading } from '../test-support/player-screens';
import { renderPlayer } from '../test-support/render-player';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import { createMemoryTrainingBackend } from '../testing/memory-backend';

describe('TrainingPlayer: answers are never lost (spec 3 §8, decision 0024)', () => {
  it('keeps an answer made offline as not yet saved, retries with backoff and saves it when back', async () => {
    const { user, advance, backend, local } = renderPlayer({ run: { done: done(111, 112) } });
    await screen.findByRole('button', { name: 'Een collega roepen' });
    backend.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Een collega roepen' }));
    expect(await screen.findByText('Nog niet opgeslagen. We proberen het opnieuw.')).toBeInTheDocument();
    expect(local.getItem(outboxKey(DEMO_COURSE_ID))).toContain('"activityId":113');
    advance(200);
    // Still visible on the feedback page.
    expect(await screen.findByText('Nog niet opgeslagen. We proberen het opnieuw.')).toBeInTheDocument();
    const attempts = () => backend.calls.filter((c) => c.method === 'markAssignment').length;
    expect(attempts()).toBe(1);
    advance(1000);
    await vi.waitFor(() => expect(attempts()).toBe(2));
    backend.setOnline(true);
    advance(2000);
    await vi.waitFor(() => expect(backend.marked.get(113)).toEqual([1133]));
    await vi.waitFor(() =>
      expect(screen.queryByText('Nog niet opgeslagen. We proberen het opnieuw.')).not.toBeInTheDocument(),
    );
    expect(local.getItem(outboxKey(DEMO_COURSE_ID))).toBeNull();
  });

  const waiting =
    'Even geduld: er is nu geen verbinding. Zodra die er weer is, gaat de training vanzelf verder.';

  it('moving on without a connection waits with a message, tries again with backoff and goes on by itself', async () => {
    const { user, advance, backend, container } = renderPlayer();
    await heading('Welkom');
    await vi.waitFor(() => expect(backend.marked.has(111)).toBe(true));
    backend.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await heading('Wat zie je?');
    // A polite status, not an alert: nothing is wrong that the learner must act on.
    expect(await screen.findByText(waiting)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/De training kon niet worden geladen/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    const loads = () => backend.calls.filter((c) => c.method === 'teachingActivityWithContent').length;
    const before = loads();
    // Still offline after 1 s: tried again, still waiting.
    advance(1000);
    await vi.waitFor(() => expect(loads()).toBe(before + 1));
    expect(screen.getByText(waiting)).toBeInTheDocument();
    // Back: a next try loads the question, with no press of a button. (The clock moves on until it
    // has: a try still under way when the clock moves is followed by the next one.)
    backend.setOnline(true);
    await vi.waitFor(() => {
      advance(1000);
      expect(screen.getByText('Er zijn 2 antwoorden goed.')).toBeInTheDocument();
    });
    expect(screen.queryByText(waiting)).not.toBeInTheDocument();
  });

  it('goes on at once when the browser says it is online again', async () => {
    const { user, backend } = renderPlayer({ run: { done: done(111) } });
    await heading('Wat zie je?');
    await screen.findByText('Er zijn 2 antwoorden goed.');
    backend.setOnline(false);
    // The feedback is loaded with the question: the next page is the flip-card question.
    await user.click(screen.getByRole('button', { name: 'Zoekt lang naar geld' }));
    await user.click(screen.getByRole('button', { name: 'Zet Zoekt lang naar geld in: Jouw keuze' }));
    await user.click(screen.getByRole('button', { name: 'Koopt vaak hetzelfde' }));
    await user.click(screen.getByRole('button', { name: 'Zet Koopt vaak hetzelfde in: Jouw keuze' }));
    await user.click(screen.getByRole('button', { name: 'Controleer je antwoord' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await expectFeedback('fully');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText(waiting)).toBeInTheDocument();
    backend.setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Een collega roepen' })).toBeInTheDocument();
    expect(screen.queryByText(waiting)).not.toBeInTheDocument();
  });

  it('resumes after a reload on the same page with the same answers, re-sending what was not saved', async () => {
    const session = createMemoryStorage();
    const local = createMemoryStorage();
    const backend = createMemoryTrainingBackend(demoCourse, { run: { done: done(111, 112) } });
    const first = renderPlayer({ backend, session, local });
    await first.user.click(await screen.findByRole('button', { name: 'De klant laten wachten' }));
    await vi.waitFor(() => expect(backend.marked.has(113)).toBe(true));
    first.advance(200);
    await screen.findByRole('heading', { level: 2, name: 'Helaas, je antwoord is niet goed.' });
    await first.user.click(screen.getByRole('button', { name: 'Volgende' }));
    await heading('Wat vind jij?');
    const answer = await screen.findByRole('button', { name: 'Weet ik niet' });
    backend.setOnline(false);
    await first.user.click(answer);
    await screen.findByText('Nog niet opgeslagen. We proberen het opnieuw.');
    first.unmount();

    backend.setOnline(true);
    const second = renderPlayer({ backend, session, local });
    await heading('Wat vind jij?');
    expect(await screen.findByRole('button', { name: 'Weet ik niet' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await vi.waitFor(() => expect(backend.marked.get(114)).toEqual([3103]));
    second.unmount();
  });
});
