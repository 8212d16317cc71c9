import { failed, UNPARSABLE_STATUS } from '@dementie/api-client';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { done, heading } from '../test-support/player-screens';
import { renderPlayer } from '../test-support/render-player';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import {
  createMemoryTrainingBackend,
  type MemoryCourse,
  type MemoryTrainingBackend,
} from '../testing/memory-backend';

// The player as a whole: its start, its modal and video, its ways out. Each kind's screens are
// tested in its folder; the never-lost answers and the ending have files of their own.
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
