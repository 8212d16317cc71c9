import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import type { PlayerTrackingEvent } from '../domain/tracking';
import { pushToDataLayer } from '../domain/tracking';
import { OUR_SITE_WAYS_OUT, renderPlayer } from '../test-support/render-player';
import { demoCourse } from '../testing/demo-course';
import type { MemoryCourse } from '../testing/memory-backend';

/*
 * Architecture, third wave: "Everything site-specific (exits, offline page, analytics) is a prop of
 * the host." Mounted by another team with none of them, the player links to none of our site's pages,
 * sends no event anywhere and never leaves the page on an error; given them, it behaves as on our sites.
 */

const holder = window as unknown as { dataLayer?: unknown[] };
// The files of this project share one window: start and end without a data layer.
beforeEach(() => {
  delete holder.dataLayer;
});
afterEach(() => {
  delete holder.dataLayer;
});

/** Our site's pages the player used to lead to by itself. */
const ourPages = /^\/(trainingen|sluiten-training|einde-training|jouw-resultaat|training-offline)(?=[/?#]|$)/;

function expectNoLinkToOurPages(root: HTMLElement): void {
  for (const link of root.querySelectorAll('a[href]'))
    expect(link.getAttribute('href')).not.toMatch(ourPages);
}

/** The demo course without a landing page of its own: where finishing leads is the host's to say. */
const { landingPage: _landing, ...summaryWithoutLanding } = demoCourse.summaryPage;
const courseWithoutLanding: MemoryCourse = { ...demoCourse, summaryPage: summaryWithoutLanding };
/** Every question of the demo course answered right: the certificate is achieved. */
const allAnsweredRight = { 111: [], 211: [], 112: [1121, 1123], 113: [1131], 114: [3101], 212: [2121, 2123] };
/** Answered so that the certificate is not achieved. */
const notAchieved = { ...allAnsweredRight, 112: [1122], 113: [1132], 212: [2122] };

describe('TrainingPlayer in another team’s app, without our site’s props', () => {
  it('shows no way out it was not given, and sends no event anywhere', async () => {
    const { container, backend, user } = renderPlayer({ foreignHost: true });
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    await vi.waitFor(() => expect(backend.marked.has(111)).toBe(true));
    expect(screen.queryByRole('link', { name: 'Training sluiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Training sluiten' })).not.toBeInTheDocument();
    expect(screen.queryByText('Stop met de training')).not.toBeInTheDocument();
    expectNoLinkToOurPages(container);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('heading', { level: 1, name: 'Wat zie je?' });
    // training_start, the page view and two training_process events went nowhere.
    expect(holder.dataLayer).toBeUndefined();
    await expectNoAxeViolations(container);
  });

  it('ends without a link to our result or landing pages', async () => {
    const failed = renderPlayer({
      foreignHost: true,
      course: courseWithoutLanding,
      run: { done: notAchieved },
    });
    await screen.findByRole('heading', { level: 2, name: 'Bijna!' });
    await failed.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('button', { name: 'Training opnieuw doen' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bekijk je resultaat' })).not.toBeInTheDocument();
    expectNoLinkToOurPages(failed.container);
    failed.unmount();

    const passed = renderPlayer({
      foreignHost: true,
      course: courseWithoutLanding,
      run: { done: allAnsweredRight },
    });
    await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' });
    await passed.user.click(screen.getByRole('button', { name: 'Volgende' }));
    await passed.user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    await screen.findByRole('heading', { level: 1, name: 'Vraag je certificaat aan' });
    expect(screen.queryByRole('link', { name: 'Terug naar de website' })).not.toBeInTheDocument();
    expectNoLinkToOurPages(passed.container);
    passed.unmount();

    const {
      landingPage: _l,
      certificateAchievedBlock: _a,
      certificateNotAchievedBlock: _n,
      ...plain
    } = demoCourse.summaryPage;
    const plainRun = renderPlayer({
      foreignHost: true,
      course: { ...demoCourse, summaryPage: plain },
      run: { done: allAnsweredRight },
    });
    await screen.findByRole('heading', { level: 2, name: 'Jouw resultaat' });
    await plainRun.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('button', { name: 'Training opnieuw doen' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Rond de training af' })).not.toBeInTheDocument();
    expectNoLinkToOurPages(plainRun.container);
  });

  it('shows a fatal error in its own place, and “Probeer het opnieuw” starts it again', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const path = window.location.href;
    let broken = true;
    const { user, container } = renderPlayer({
      foreignHost: true,
      run: { done: allAnsweredRight },
      props: {
        renderCertificateForm: () => {
          if (broken) throw new Error('broken form');
          return <p>Het formulier</p>;
        },
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis met de training.');
    expect(window.location.href).toBe(path);
    expectNoLinkToOurPages(container);
    await expectNoAxeViolations(container);

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    // A fresh start resumes the run where it was: the certificate form page, whose form works now.
    expect(await screen.findByText('Het formulier')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Vraag je certificaat aan' })).toBeVisible();
    expect(screen.queryByText('Er ging iets mis met de training.')).not.toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('TrainingPlayer with the host’s props', () => {
  it('hands every event to onEvent; pushToDataLayer is an adapter the host may pass', async () => {
    const seen: PlayerTrackingEvent[] = [];
    const first = renderPlayer({ foreignHost: true, props: { onEvent: (event) => seen.push(event) } });
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    await waitFor(() =>
      expect(seen).toContainEqual({ event: 'training_start', training_name: 'Dementie herkennen' }),
    );
    expect(holder.dataLayer).toBeUndefined();
    first.unmount();

    renderPlayer({ foreignHost: true, props: { onEvent: pushToDataLayer } });
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    await waitFor(() =>
      expect(holder.dataLayer).toContainEqual({ event: 'virtual_page_view', page_path: '/training-gestart' }),
    );
  });

  it('offers the host’s own close and exit as buttons that call it', async () => {
    const onClose = vi.fn();
    const onExit = vi.fn();
    const { user, container } = renderPlayer({ foreignHost: true, props: { onClose, onExit } });
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    await user.click(screen.getByRole('button', { name: 'Training sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Stop met de training' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expectNoLinkToOurPages(container);
    await expectNoAxeViolations(container);
  });

  it('with an href and a callback, keeps the link and calls the callback on a plain click', async () => {
    const onClose = vi.fn();
    const navigate = vi.fn();
    const { user } = renderPlayer({
      foreignHost: true,
      props: { closeHref: '/mijn-app/leren', onClose, navigate },
    });
    const close = await screen.findByRole('link', { name: 'Training sluiten' });
    expect(close).toHaveAttribute('href', '/mijn-app/leren');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('finishes through the exit when the host gives no landing page, and through landingHref when it does', async () => {
    const onExit = vi.fn();
    const { user, unmount } = renderPlayer({
      foreignHost: true,
      course: courseWithoutLanding,
      run: { done: allAnsweredRight },
      props: { onExit },
    });
    await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    await user.click(await screen.findByRole('button', { name: 'Terug naar de website' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    unmount();

    const site = renderPlayer({ course: courseWithoutLanding, run: { done: allAnsweredRight } });
    await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' });
    await site.user.click(screen.getByRole('button', { name: 'Volgende' }));
    await site.user.click(await screen.findByRole('button', { name: 'Naar je certificaat' }));
    expect(await screen.findByRole('link', { name: 'Terug naar de website' })).toHaveAttribute(
      'href',
      OUR_SITE_WAYS_OUT.landingHref,
    );
  });

  it('with our site’s props: its close, exit and result pages', async () => {
    const first = renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    expect(screen.getByRole('link', { name: 'Training sluiten' })).toHaveAttribute('href', '/trainingen');
    expect(screen.getByRole('link', { name: 'Stop met de training' })).toHaveAttribute(
      'href',
      '/sluiten-training',
    );
    first.unmount();

    const { user } = renderPlayer({ run: { done: notAchieved } });
    await screen.findByRole('heading', { level: 2, name: 'Bijna!' });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: 'Bekijk je resultaat' })).toHaveAttribute(
      'href',
      '/jouw-resultaat',
    );
  });
});
