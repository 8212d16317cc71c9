import {
  failed,
  mapTeachingActivityContent,
  teachingActivityContentSchema,
  UNPARSABLE_STATUS,
} from '@dementie/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { createMemoryStorage, outboxKey, playerSessionKeys, positionKey } from '../domain/storage';
import { renderPlayer } from '../test-support/render-player';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import {
  createMemoryTrainingBackend,
  type MemoryCourse,
  type MemoryTrainingBackend,
} from '../testing/memory-backend';

const done = (...ids: number[]) => Object.fromEntries(ids.map((id) => [id, [] as number[]]));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The feedback page's heading for each outcome of a question. */
const feedbackHeadings = {
  fully: 'Goed gedaan! Je antwoord is helemaal goed.',
  partially: 'Bijna! Een deel van je antwoord is goed.',
  wrong: 'Helaas, je antwoord is niet goed.',
} as const;
async function expectFeedback(outcome: keyof typeof feedbackHeadings) {
  expect(await screen.findByRole('heading', { level: 2, name: feedbackHeadings[outcome] })).toBeVisible();
}

describe('TrainingPlayer: starting and resuming (spec 3 §4, §7)', () => {
  it('starts a new run on the first activity, marks the info slide done and tracks the start', async () => {
    const { container, backend, events } = renderPlayer();
    await heading('Welkom');
    expect(screen.getByText('Welkom!')).toBeInTheDocument();
    // One region named by the page title, no second <main> (decision 0052).
    expect(container.querySelector('main')).toBeNull();
    expect(screen.getByRole('region', { name: 'Welkom' })).toHaveAttribute('id', 'ep-content');
    expect(screen.getByRole('progressbar', { name: 'Voortgang' })).toHaveAttribute(
      'aria-valuetext',
      'stap 1 van 6',
    );
    expect(screen.queryByRole('button', { name: 'Vorige' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Training sluiten' })).toHaveAttribute('href', '/trainingen');
    expect(screen.getByRole('link', { name: 'Stop met de training' })).toHaveAttribute(
      'href',
      '/sluiten-training',
    );
    await vi.waitFor(() => expect(backend.marked.has(111)).toBe(true));
    expect(events).toContainEqual({ event: 'virtual_page_view', page_path: '/training-gestart' });
    expect(events).toContainEqual({ event: 'training_start', training_name: 'Dementie herkennen' });
    expect(events).toContainEqual({
      event: 'training_process',
      training_name: 'Dementie herkennen',
      step: 1,
      sub_step: 1,
      userId: null,
      pageKind: 'training',
      nodeType: null,
      nodeId: null,
      trainingsId: DEMO_COURSE_ID,
      questionId: 111,
    });
    await expectNoAxeViolations(container);
  });

  it('resumes at the first NotDone activity and locks Next with a reason until it is answered', async () => {
    const { container, events } = renderPlayer({ run: { done: { 111: [], 112: [1121, 1123] } } });
    await heading('Wat doe je eerst?');
    expect(events.some((e) => e.event === 'training_start')).toBe(false);
    const next = screen.getByRole('button', { name: 'Volgende' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Beantwoord eerst de vraag. Daarna kun je verder.');
    await expectNoAxeViolations(container);
  });

  it('opens with the footer only once the first screen has its content, so nothing is pushed down (decision 0040)', async () => {
    const memory = createMemoryTrainingBackend(demoCourse, { run: {} });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const backend: MemoryTrainingBackend = {
      ...memory,
      teachingActivityWithContent: async (id) => {
        await gate;
        return memory.teachingActivityWithContent(id);
      },
    };
    renderPlayer({ backend });
    await heading('Welkom');
    expect(screen.getByText('De inhoud wordt geladen...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stop met de training' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Welkom!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stop met de training' })).toBeInTheDocument();
  });

  it('shows a failure with a retry when the run cannot start', async () => {
    const backend = createMemoryTrainingBackend(demoCourse);
    backend.setOnline(false);
    const { user } = renderPlayer({ backend });
    expect(await screen.findByRole('alert')).toHaveTextContent('De training kon niet worden geladen.');
    backend.setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    await heading('Welkom');
  });
});

describe('TrainingPlayer: click question and statement (spec 3 §4, §5)', () => {
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

describe('TrainingPlayer: info modal and video (spec 3 §2, §4)', () => {
  const atSlide = { done: { ...done(111), 112: [1121], 113: [1131], 114: [3101] } };

  it('offers the GOED modal on the dementia-friendly platform', async () => {
    const { container, user } = renderPlayer({ run: atSlide, brand: 'dementievriendelijk' });
    await heading('Rustig blijven');
    await user.click(screen.getByRole('button', { name: 'Meer uitleg' }));
    const dialog = screen.getByRole('dialog', { name: 'GOED' });
    expect(dialog).toHaveTextContent(/Geduld/);
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Sluit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no info modal on the other brands', async () => {
    renderPlayer({ run: atSlide, brand: 'dementie' });
    await heading('Rustig blijven');
    expect(screen.queryByRole('button', { name: 'Meer uitleg' })).not.toBeInTheDocument();
  });

  it('asks for cookies before showing a YouTube video', async () => {
    const onAcceptCookies = vi.fn();
    const { container, user } = renderPlayer({ run: atSlide, props: { onAcceptCookies } });
    await heading('Rustig blijven');
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Accepteer cookies' }));
    expect(onAcceptCookies).toHaveBeenCalled();
    expect(screen.getByTitle('Video bij deze les')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&enablejsapi=1',
    );
  });
});

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

describe('TrainingPlayer: summary and certificate (spec 3 §2, §4, spec 1 §2)', () => {
  const allDone = {
    done: { ...done(111, 211), 112: [1121, 1123], 113: [1131], 114: [3101], 212: [2121, 2123] },
  };

  it("shows the course's own summary-kind pages as content, with the points summary (spec 3 §3)", async () => {
    // The demo trainings end with a chapter of SummaryPage, SecondSummaryPage and
    // CertificateFormPage activities: they have content (SlideContent) and no answers.
    const closing = (Kind: string, Id: number, Title: string, text: string, extra: unknown[] = []) => ({
      content: mapTeachingActivityContent(
        teachingActivityContentSchema.parse({
          Kind,
          Id,
          Title,
          ItemOrderNumber: Id - 900,
          SlideContent: JSON.stringify([
            {
              Kind: 'Text',
              Content: {
                highlighted: false,
                rteContent: JSON.stringify({ blocks: [{ type: 'unstyled', text }] }),
              },
            },
            ...extra,
          ]),
        }),
      ),
    });
    const course = {
      ...demoCourse,
      chapters: [
        ...demoCourse.chapters,
        {
          id: 90,
          code: 'AF',
          name: 'Afronding',
          itemOrderNumber: 90,
          description: '',
          activities: [
            closing('SummaryPage', 901, 'Je bent klaar!', 'Dankjewel voor het meedoen.', [
              { Kind: 'PointsSummery', Content: {} },
            ]),
            closing(
              'CertificateFormPage',
              902,
              'Vraag je certificaat aan',
              'Je certificaat komt per e-mail.',
            ),
          ],
        },
      ],
    };
    const renderCertificateForm = vi.fn(() => <p>Hier komt het formulier</p>);
    const { container, user } = renderPlayer({ course, run: allDone, props: { renderCertificateForm } });
    // ONE ending (decision 0027): the course's own pages are not slides; their content is on the
    // summary and certificate form page screens.
    await heading('Samenvatting');
    expect(await screen.findByText('Dankjewel voor het meedoen.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Je bent klaar!' })).not.toBeInTheDocument();
    // The result section shows the score: the content's points summary is not repeated (one flower).
    expect(screen.queryByRole('heading', { level: 2, name: 'Dankjewel' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('.ep-flower')).toHaveLength(1);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jouw score' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Naar je certificaat' }));
    expect(await screen.findByText('Je certificaat komt per e-mail.')).toBeInTheDocument();
    // The certificate form page: standalone, its title once, the form there.
    expect(screen.getAllByRole('heading', { name: 'Vraag je certificaat aan' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Training sluiten' })).not.toBeInTheDocument();
    expect(screen.getByText('Hier komt het formulier')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opening the certificate form page moves focus to its heading, as every page change does', async () => {
    const renderCertificateForm = () => <p>Hier komt het formulier</p>;
    const { user } = renderPlayer({ run: allDone, props: { renderCertificateForm } });
    await heading('Samenvatting');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Vraag je certificaat aan' });
    // The button that opened it is gone: focus is on the new page's heading, not on the body.
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('a reload of the summary or the certificate form page shows that page again, not step 1', async () => {
    const session = createMemoryStorage();
    const backend = createMemoryTrainingBackend(demoCourse, { run: allDone });
    const renderCertificateForm = () => <p>Hier komt het formulier</p>;
    const first = renderPlayer({ backend, session, props: { renderCertificateForm } });
    await heading('Samenvatting');
    await first.user.click(screen.getByRole('button', { name: 'Volgende' }));
    await first.user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    await screen.findByText('Hier komt het formulier');
    first.unmount();

    const reloaded = renderPlayer({ backend, session, props: { renderCertificateForm } });
    expect(await screen.findByText('Hier komt het formulier')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vraag je certificaat aan' })).toBeVisible();
    expect(reloaded.events.map((event) => event.event)).not.toContain('training_start');
    expect(backend.runs).toHaveLength(1);
    reloaded.unmount();

    // Another tab, or later: the finished run is reopened on its summary.
    const later = renderPlayer({ backend });
    await heading('Samenvatting');
    expect(await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' })).toBeVisible();
    expect(later.events.map((event) => event.event)).not.toContain('training_start');
  });

  it('a certificate already made for this run is shown instead of a second form', async () => {
    const session = createMemoryStorage();
    session.setItem(playerSessionKeys.trainingResultRunId, '7d444840-9dc0-11d1-b245-5ffdce74fad2');
    session.setItem(playerSessionKeys.certificateId, 'c0ffee00-0000-4000-8000-000000000001');
    const renderCertificateForm = vi.fn(() => <p>Hier komt het formulier</p>);
    const { user } = renderPlayer({ run: allDone, session, props: { renderCertificateForm } });
    await heading('Samenvatting');
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    expect(await screen.findByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      '/jouw-resultaat/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(renderCertificateForm).not.toHaveBeenCalled();
    // The page says it was asked for; it no longer invites to ask for it (title, description, content).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Je hebt je certificaat al aangevraagd',
    );
    expect(screen.queryByRole('heading', { name: 'Vraag je certificaat aan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Vul je naam in.')).not.toBeInTheDocument();
    // A second attempt stays an explicit choice there too.
    await user.click(screen.getByRole('button', { name: 'Training opnieuw doen' }));
    await heading('Welkom');
  });

  it('opening the certificate form page again after the certificate was made leads to the certificate', async () => {
    const runId = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    const session = createMemoryStorage();
    session.setItem(playerSessionKeys.trainingResultRunId, runId);
    session.setItem(playerSessionKeys.certificateId, 'c0ffee00-0000-4000-8000-000000000001');
    session.setItem(
      positionKey(DEMO_COURSE_ID),
      JSON.stringify({ runId, activityId: 'summary second page', view: 'question', certificate: true }),
    );
    const renderCertificateForm = vi.fn(() => <p>Hier komt het formulier</p>);
    renderPlayer({ run: allDone, session, props: { renderCertificateForm } });
    expect(await screen.findByRole('link', { name: 'Bekijk je certificaat' })).toHaveAttribute(
      'href',
      '/jouw-resultaat/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(renderCertificateForm).not.toHaveBeenCalled();
    // The page says it was asked for; it no longer invites to ask for it (title, description, content).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Je hebt je certificaat al aangevraagd',
    );
    expect(screen.queryByRole('heading', { name: 'Vraag je certificaat aan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Vul je naam in.')).not.toBeInTheDocument();
  });

  it('a second attempt is a new run that keeps the first result; training_start fires once', async () => {
    const { user, backend, events } = renderPlayer({ run: allDone });
    await heading('Samenvatting');
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Training opnieuw doen' }));
    await heading('Welkom');
    expect(backend.runs).toHaveLength(2);
    expect(backend.runs[0]?.marked.size).toBeGreaterThan(0);
    expect(events.filter((event) => event.event === 'training_start')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Voortgang' })).toHaveAttribute(
      'aria-valuetext',
      'stap 1 van 6',
    );
    // the first run's result stays the result while the second attempt is under way
    const result = await backend.completeCourse(DEMO_COURSE_ID);
    expect(result.kind === 'loaded' && result.value).toMatchObject({ runs: 2, score: 11 });
  });

  it('not achieved: a true restart, the result page, and the points still needed', async () => {
    const { user, backend, events } = renderPlayer({
      run: { done: { ...done(111, 211), 112: [1122], 113: [1132], 114: [3101], 212: [2122] } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bijna!' })).toBeVisible();
    expect(screen.getByText(/Je hebt nog \d+ punten? nodig voor je certificaat\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: 'Bekijk je resultaat' })).toHaveAttribute(
      'href',
      '/jouw-resultaat',
    );
    expect(screen.queryByRole('button', { name: 'Naar je certificaat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Training opnieuw doen' }));
    await heading('Welkom');
    expect(backend.runs).toHaveLength(2);
    expect(events.filter((event) => event.event === 'training_start')).toHaveLength(1);
  });

  it('shows the achieved summary with flower, scorecards and the certificate form page', async () => {
    const renderCertificateForm = vi.fn(() => <p>Hier komt het formulier</p>);
    const { container, user, session, events } = renderPlayer({
      run: allDone,
      props: { renderCertificateForm },
    });
    await heading('Samenvatting');
    expect(await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' })).toBeVisible();
    // The result block's title says the outcome: the player does not congratulate a second time.
    expect(screen.queryByText('Gefeliciteerd! Je hebt je certificaat gehaald.')).not.toBeInTheDocument();
    expect(screen.getByText('11 van 11 punten')).toBeInTheDocument();
    const card = screen.getByText('Contact maken', { selector: '.ep-scorecard__name' }).closest('details');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('4/4')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Je weet hoe je iemand helpt.')).toBeInTheDocument();
    // Each card shows that it opens: a sign of its own in the summary (a flex summary has no marker),
    // hidden from assistive technology, which hears the summary's own expanded or collapsed state.
    const summaries = [...container.querySelectorAll('.ep-scorecard summary')];
    expect(summaries.length).toBeGreaterThan(1);
    for (const scorecard of summaries) {
      expect(scorecard.querySelector('.ep-scorecard__sign')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(session.getItem(playerSessionKeys.trainingResultCourseId)).toBe('3');
    expect(session.getItem(playerSessionKeys.minAcceptableScore)).toBe('9');
    expect(events).toContainEqual({ event: 'training_complete', training_name: 'Dementie herkennen' });
    expect(events).toContainEqual({ event: 'training_result_page', training_name: 'Dementie herkennen' });
    expect(screen.queryByRole('heading', { name: 'GOED' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    // The host page owns the one <main> (decision 0052): the player brings none, on any screen.
    expect(container.querySelector('main')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jouw score' })).toBeVisible();
    expect(container.querySelector('main')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tips voor thuis' })).toHaveAttribute('href', '/tips');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Naar je certificaat' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vraag je certificaat aan' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Training sluiten' })).not.toBeInTheDocument();
    expect(screen.getByText('Hier komt het formulier')).toBeInTheDocument();
    expect(renderCertificateForm).toHaveBeenCalledWith(
      expect.objectContaining({
        courseId: 3,
        score: 11,
        maxScore: 11,
        outcome: 'achieved',
        resultHref: '/jouw-resultaat',
      }),
    );
    expect(screen.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute(
      'href',
      '/einde-training',
    );
    await expectNoAxeViolations(container);
    expect(container.querySelector('main')).toBeNull();
  });

  it('shows the not-achieved heading and the GOED block on the dementia-friendly platform', async () => {
    const { container } = renderPlayer({
      brand: 'dementievriendelijk',
      run: { done: { ...done(111, 211), 112: [1122], 113: [1132], 114: [3101], 212: [2122] } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bijna!' })).toBeVisible();
    // The block's title and the points still needed say the outcome; no third line repeats it.
    expect(screen.getByText(/^Je hebt nog \d+ punten? nodig voor je certificaat\.$/)).toBeInTheDocument();
    expect(
      screen.queryByText('Je hebt nog niet genoeg punten voor een certificaat.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'GOED' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('finalizes to the landing page when there are no result blocks (plain summary)', async () => {
    const course: MemoryCourse = {
      ...demoCourse,
      summaryPage: { title: 'Klaar', pageTitle: 'Klaar', content: '', landingPage: '/trainingen/3/klaar' },
    };
    const { user } = renderPlayer({ course, run: allDone });
    expect(await screen.findByRole('heading', { level: 2, name: 'Jouw resultaat' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: 'Rond de training af' })).toHaveAttribute(
      'href',
      '/trainingen/3/klaar?startingPageUrl=%2Ftrainingen%2F3',
    );
  });
});

describe('TrainingPlayer: navigation out and failures (spec 3 §2)', () => {
  it('sends links through the host navigate and adds startingPageUrl', async () => {
    const navigate = vi.fn();
    const { user } = renderPlayer({ props: { navigate, closeHref: '/trainingen/3' } });
    const close = await screen.findByRole('link', { name: 'Training sluiten' });
    expect(close).toHaveAttribute('href', '/trainingen/3?startingPageUrl=%2Ftrainingen%2F3');
    await user.click(close);
    expect(navigate).toHaveBeenCalledWith('/trainingen/3?startingPageUrl=%2Ftrainingen%2F3');
  });

  it('hands a fatal rendering error to onFatalError (our sites go to their offline page)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFatalError = vi.fn();
    const allDone = { done: { ...done(111, 211), 112: [1121], 113: [1131], 114: [3101], 212: [2121, 2123] } };
    const { user } = renderPlayer({
      run: allDone,
      props: {
        onFatalError,
        renderCertificateForm: () => {
          throw new Error('broken form');
        },
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    expect(onFatalError).toHaveBeenCalledTimes(1);
    expect(onFatalError).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken form' }));
    spy.mockRestore();
  });

  it('a run answer it cannot read is a fatal error: the host is told, and the learner has a way out', async () => {
    const onFatalError = vi.fn();
    const broken = (): MemoryTrainingBackend => ({
      ...createMemoryTrainingBackend(demoCourse),
      startRun: async () => failed(UNPARSABLE_STATUS, 'Response does not match its contract: RunId'),
    });
    const { container, user } = renderPlayer({ backend: broken(), props: { onFatalError } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis met de training.');
    // Our sites go to their offline page from here; the player itself leaves nothing a dead end.
    expect(onFatalError).toHaveBeenCalledTimes(1);
    expect(onFatalError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/RunId/) }),
    );
    expect(screen.getByRole('link', { name: 'Stop met de training' })).toHaveAttribute(
      'href',
      '/sluiten-training',
    );
    expect(screen.getByRole('button', { name: 'Probeer het opnieuw' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    // Another try that reads a broken answer again is told again (a host may have stayed).
    await user.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    await vi.waitFor(() => expect(onFatalError).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Er ging iets mis met de training.');
  });

  it('a run that cannot be opened for a passing reason offers the way out too', async () => {
    const backend = createMemoryTrainingBackend(demoCourse);
    backend.setOnline(false);
    renderPlayer({ backend });
    expect(await screen.findByRole('alert')).toHaveTextContent('De training kon niet worden geladen.');
    expect(screen.getByRole('link', { name: 'Stop met de training' })).toBeInTheDocument();
  });

  it('offers no pagination for a course with a single activity', async () => {
    const [first] = demoCourse.chapters;
    const course: MemoryCourse = {
      ...demoCourse,
      chapters: [
        {
          ...(first as (typeof demoCourse.chapters)[number]),
          activities: first?.activities.slice(0, 1) ?? [],
        },
      ],
    };
    renderPlayer({ course });
    await heading('Welkom');
    expect(screen.queryByRole('button', { name: 'Volgende' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
