import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_IDS } from '@dementie/brands';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { layoutFindings, settle } from './invariants';
import { drawnState, motionDifferences, restingState } from './motion';

/**
 * The design kit's check of every story (decisions 0044 and 0074): every story of the built Storybook, in
 * the three brands, at 390 and 1280 px, in Chromium. In each brand and width a story must render, and
 * its play function (the story's own test) must pass without an unhandled error; at the widths in
 * `axeWidths` the a11y addon's axe run (the story's own a11y parameters, decision 0001) must find no
 * violation. The layout invariants (./invariants.ts) must hold everywhere; in the first brand each
 * story is also compared with its committed screenshot (./screenshots), so a reviewer sees every visual
 * change in the diff. After a deliberate change: `pnpm test:visual:update`.
 */

const staticDir = path.resolve(
  import.meta.dirname,
  '..',
  process.env.VISUAL_STORYBOOK ?? '../storybook-static',
);
const brands = BRAND_IDS;
const widths = [390, 1280] as const;
const screenshotBrand = 'dementie';
/**
 * The widths at which the a11y addon runs axe after a story has played. A phone's width: the one most
 * visitors read at, and where a story's layout is tightest (target sizes, reflow).
 */
const axeWidths: ReadonlySet<number> = new Set([390]);

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  tags?: string[];
}

function storyIds(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  } catch {
    throw new Error(`No built Storybook at ${staticDir}: run \`pnpm run storybook:build\` first.`);
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** One page per brand and width in each worker, with Storybook's preview loaded once. */
type Motion = 'reduce' | 'full';

const test = base.extend<
  object,
  { previews: (brand: string, width: number, motion?: Motion) => Promise<PreviewPage> }
>({
  previews: [
    async ({ browser }: { browser: Browser }, use) => {
      const pages = new Map<string, PreviewPage>();
      const userAgent = `${await browserUserAgent(browser)} StorybookTestRunner`;
      await use(async (brand, width, motion = 'reduce') => {
        const key = `${brand}-${width}-${motion}`;
        const known = pages.get(key);
        if (known) return known;
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 800 },
          // With full motion, the browser and Storybook's motion switch both let animations run.
          reducedMotion: motion === 'reduce' ? 'reduce' : 'no-preference',
          // Storybook's own test runner's mark: after a story has played, Storybook then holds CSS
          // animations at their end instead of waiting at least 100 ms for them to finish (its
          // isTestEnvironment, as in the vitest run). The story is drawn in the same end state.
          userAgent,
          locale: 'nl-NL',
          timezoneId: 'Europe/Amsterdam',
        });
        // A story may follow a link (a play function clicking "Inloggen"): answered with "204 No
        // Content", so the browser stays on the story as it rendered. A frame inside a story loads
        // when it is Storybook's own page (the video player's stand-in); other hosts' frames stay
        // empty, as they did offline, instead of showing the browser's error page.
        await context.route(
          (url) => !url.pathname.endsWith('/iframe.html'),
          (route) => {
            const request = route.request();
            const parent = request.frame().parentFrame();
            const ownFrame =
              parent !== null && new URL(parent.url()).origin === new URL(request.url()).origin;
            return request.isNavigationRequest() && !ownFrame
              ? route.fulfill({ status: 204 })
              : route.fallback();
          },
        );
        // The web fonts use font-display: optional (a page never swaps fonts while it is read), so
        // whether a story is drawn in them would depend on how fast they arrive. Here they block until
        // loaded (settle() waits for them): every story is drawn in the web fonts, the same in every run.
        await context.route(/\.css(\?|$)/, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block');
          await route.fulfill({ response, body });
        });
        // Records the outcome of each story render, also of the first one after a (re)load.
        await context.addInitScript(() => {
          const visual = window as unknown as VisualWindow;
          const attach = () => {
            const channel = visual.__STORYBOOK_ADDONS_CHANNEL__;
            if (!channel) return void setTimeout(attach, 5);
            const settle = (state: string) => (payload: unknown) => {
              const storyId =
                typeof payload === 'string'
                  ? payload
                  : ((payload as { storyId?: string })?.storyId ?? visual.__visual?.id);
              visual.__visual = {
                id: storyId ?? '',
                state,
                detail: state === 'finished' ? '' : JSON.stringify(payload),
              };
              if (state !== 'finished') return;
              // Storybook's own verdict on the render: 'error' when the play function met an
              // unhandled error or a report (axe) failed. The a11y report names each violation.
              const finished = payload as FinishedPayload;
              const a11y = finished.reporters?.find((report) => report.type === 'a11y');
              const problems: string[] = [];
              if (a11y?.status === 'failed') {
                const { violations, error } = a11y.result ?? {};
                if (error) problems.push(`axe could not run: ${String((error as Error).message ?? error)}`);
                for (const violation of violations ?? []) {
                  const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
                  problems.push(`axe ${violation.id}: ${violation.help} (${where})`);
                }
              }
              if (finished.status === 'error' && problems.length === 0)
                problems.push('the story finished with an error (an unhandled error while it played)');
              visual.__visual.detail = problems.join('; ');
              visual.__visual.a11y = a11y ? a11y.status : 'not run';
            };
            channel.on('storyFinished', settle('finished'));
            channel.on('storyErrored', settle('errored'));
            channel.on('storyThrewException', settle('threw'));
            channel.on('playFunctionThrewException', settle('play threw'));
          };
          attach();
        });
        const page: PreviewPage = await context.newPage();
        // The a11y addon runs axe after every render unless its 'manual' global is set (with full
        // motion only the drawing is compared, so axe is not run again).
        page.globals =
          motion === 'full'
            ? `brand:${brand};motion:system;a11y.manual:!true`
            : axeWidths.has(width)
              ? `brand:${brand}`
              : `brand:${brand};a11y.manual:!true`;
        // Timers run on a clock the check can move on: what a component times in script (a counter
        // running up, a celebration) reaches its end at once after the story has played.
        if (motion === 'full') await page.clock.install();
        pages.set(key, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

type PreviewPage = Page & { globals?: string };

/** The browser's own user agent, read from a throwaway page. */
async function browserUserAgent(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    return await (await context.newPage()).evaluate(() => navigator.userAgent);
  } finally {
    await context.close();
  }
}

interface VisualWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: unknown) => void): void;
  };
  __visual?: { id: string; state: string; detail: string; a11y?: string };
}

/** What Storybook sends with 'storyFinished': its verdict and the reports of the afterEach hooks. */
interface FinishedPayload {
  storyId?: string;
  status?: 'success' | 'error';
  reporters?: {
    type: string;
    status: 'passed' | 'failed' | 'warning';
    result?: {
      violations?: { id: string; help: string; nodes: { target: string[] }[] }[];
      error?: unknown;
    };
  }[];
}

/**
 * Shows one story and waits until it has rendered and played, or failed. An open preview switches
 * story in place; Storybook may also load the story's address anew, which the wait survives.
 */
async function show(page: PreviewPage, storyId: string, expectAxe: boolean): Promise<string | undefined> {
  const address = `/iframe.html?viewMode=story&id=${storyId}&globals=${page.globals}`;
  const switched = page.url().includes('/iframe.html')
    ? await page
        .evaluate((id) => {
          const visual = window as unknown as VisualWindow;
          if (!visual.__STORYBOOK_ADDONS_CHANNEL__) return false;
          // Already shown (the story the preview was loaded with): Storybook would not render it again.
          if (visual.__visual?.id === id && visual.__visual.state !== 'pending') return true;
          visual.__visual = { id, state: 'pending', detail: '' };
          window.scrollTo(0, 0);
          visual.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          return true;
        }, storyId)
        .catch(() => false)
    : false;
  if (!switched) await page.goto(address);
  const handle = await page.waitForFunction(
    (id) => {
      const outcome = (window as unknown as VisualWindow).__visual;
      return outcome && outcome.id === id && outcome.state !== 'pending' ? outcome : undefined;
    },
    storyId,
    { timeout: 30_000 },
  );
  const outcome = (await handle.jsonValue()) as { state: string; detail: string; a11y?: string };
  if (outcome.state !== 'finished') return `story ${outcome.state}: ${outcome.detail.slice(0, 300)}`;
  if (outcome.detail) return outcome.detail.slice(0, 2000);
  // A width where axe is meant to run must have run it: a story that silently skipped it checks nothing.
  if (expectAxe && outcome.a11y !== 'passed' && outcome.a11y !== 'warning')
    return `axe did not run (a11y report: ${outcome.a11y})`;
  return undefined;
}

const stories = storyIds();

/** An open modal dialog: a `<dialog>` opened as modal, or an element with the dialog role marked modal. */
const openModal = 'dialog[open], [role="dialog"][aria-modal="true"]';

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ previews }) => {
    const findings: string[] = [];
    for (const brand of brands) {
      for (const width of widths) {
        const page = await previews(brand, width);
        const failure = await show(page, story.id, axeWidths.has(width));
        if (failure) {
          findings.push(`${brand} ${width}px: ${failure}`);
          continue;
        }
        await settle(page);
        // A story with an open modal dialog (the modal, the cookie settings, a book's details) is
        // looked at as a visitor sees it: the dialog over the page, in the viewport. The story's
        // root alone would show the backdrop only.
        const modal = await page.evaluate((selector) => {
          const dialog = document.querySelector(selector);
          return dialog !== null && dialog.getBoundingClientRect().width > 0;
        }, openModal);
        const roots = modal ? ['#storybook-root', openModal] : ['#storybook-root'];
        const found = new Set<string>();
        for (const root of roots)
          for (const finding of await layoutFindings(page, { root })) found.add(finding);
        for (const finding of found) findings.push(`${brand} ${width}px: ${finding}`);
        // A story tagged `motion-differs` changes what it shows with motion by design (a carousel's
        // autoplay and its pause button exist only then).
        if (brand === screenshotBrand && !modal && !story.tags?.includes('motion-differs')) {
          // The same story with full motion, once its animations and timed steps are over, must
          // draw what the reduced-motion render drew.
          const moving = await previews(brand, width, 'full');
          const failed = await show(moving, story.id, false);
          if (failed) findings.push(`${brand} ${width}px with motion: ${failed}`);
          else {
            // Pictures in, and what starts when it comes into view started; then its timed steps run
            // to their end, and the transitions Storybook does not hold (a details' content) finish.
            await settle(moving);
            await moving.clock.runFor(20_000);
            await moving.evaluate(() =>
              Promise.all(
                document
                  .getAnimations()
                  .filter(
                    (animation) =>
                      animation.playState === 'running' &&
                      animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
                  )
                  .map((animation) => animation.finished.catch(() => undefined)),
              ),
            );
            const differences = motionDifferences(
              await restingState(moving, '#storybook-root'),
              await drawnState(page, '#storybook-root'),
            );
            for (const difference of differences)
              findings.push(`${brand} ${width}px: motion-end: ${difference}`);
          }
        }
        if (brand === screenshotBrand) {
          await expect
            .soft(modal ? page : page.locator('#storybook-root'), `screenshot at ${width} px`)
            .toHaveScreenshot(`${story.id}-${width}.png`);
        }
      }
    }
    expect(findings, 'renders, play, axe and layout invariants').toEqual([]);
  });
}
