import { mapTeachingActivityContent, teachingActivityContentSchema } from '@dementie/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { createMemoryStorage, playerSessionKeys, positionKey } from '../domain/storage';
import { done, heading } from '../test-support/player-screens';
import { renderPlayer } from '../test-support/render-player';
import { DEMO_COURSE_ID, demoCourse } from '../testing/demo-course';
import { createMemoryTrainingBackend, type MemoryCourse } from '../testing/memory-backend';

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
