import type { StoryContext } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import type { Position } from '../domain/course';
import { createMemoryStorage } from '../domain/storage';
import { createPlayerStore } from '../store/player-store';
import { OUR_SITE_WAYS_OUT } from '../test-support/site-ways-out';
import { demoCourse } from '../testing/demo-course';
import { createManualTimers } from '../testing/manual-timers';
import {
  createMemoryTrainingBackend,
  type MemoryCourse,
  type MemoryRunState,
} from '../testing/memory-backend';
import { TrainingPlayer } from './training-player';

/*
 * Every activity and feedback state of the player, on the in-memory backend with the
 * demo course built from the api-client fixtures. The toolbar's 'Merk' switches the three brands
 * (the GOED modal and block appear on dementievriendelijk only). The certificate form page, with the
 * auth package's form in the player, is under 'Player/Certificate form page' (packages/site composes
 * the two, as the site's player route does).
 */

interface PlayerStoryProps {
  /** Activities already marked, with their answers. */
  readonly done?: Readonly<Record<number, readonly number[]>>;
  /** Page to open once the run has started. */
  readonly position?: Position;
  /** Cut the network after start and answer this click question (shows 'not yet saved'). */
  readonly offlineAnswer?: { readonly activityId: number; readonly answerId: number };
  readonly course?: MemoryCourse;
  readonly mode?: 'normal' | 'loading' | 'failed';
  /** Forces motion on or off; default the toolbar's motion switch. */
  readonly reducedMotion?: boolean;
}

function PlayerStory(props: PlayerStoryProps): ReactNode {
  const [store] = useState(() => {
    const run: MemoryRunState = { done: props.done ?? {} };
    const backend = createMemoryTrainingBackend(props.course ?? demoCourse, {
      run,
      ...(props.mode === 'loading' ? { latency: 1, sleep: () => new Promise<void>(() => {}) } : {}),
    });
    if (props.mode === 'failed') backend.setOnline(false);
    const created = createPlayerStore({
      backend,
      courseId: demoCourse.id,
      trainingName: 'Dementie herkennen',
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
      track: () => {},
      // The offline story must hold still: no auto-advance and no retry moves it on by itself.
      ...(props.offlineAnswer ? { timers: createManualTimers() } : {}),
    });
    void created.start().then(() => {
      if (props.position) created.goTo(props.position);
      const offline = props.offlineAnswer;
      if (!offline) return;
      // Cut the network only once the question and its answers are on screen.
      let answered = false;
      const answerOffline = () => {
        if (answered) return true;
        const state = created.getState();
        const key = String(offline.activityId);
        if (state.contents[key]?.kind !== 'loaded' || state.answers[key]?.kind !== 'loaded') return false;
        answered = true;
        backend.setOnline(false);
        created.choose(offline.activityId, offline.answerId);
        return true;
      };
      if (answerOffline()) return;
      const stop = created.subscribe(() => {
        if (answerOffline()) stop();
      });
    });
    return created;
  });
  return (
    <TrainingPlayer
      courseId={demoCourse.id}
      store={store}
      currentPath="/trainingen/3"
      {...OUR_SITE_WAYS_OUT}
      {...(props.reducedMotion === undefined ? {} : { reducedMotion: props.reducedMotion })}
      navigate={() => {}}
    />
  );
}

const meta = preview.meta({
  title: 'Player/Training player',
  component: PlayerStory,
  tags: ['test'],
  parameters: {
    guidance: guidance({
      whenToUse:
        'A training at /trainingen/<id>: info slides, questions (click, statement, drag, flip cards) with feedback, and the summary with the growing flower.',
      whenNotToUse:
        'Not for a quiz on a content page (use the e-learning call to action) and not for information a visitor must find again.',
      keyboardAndScreen:
        "Each activity's title is the page heading and takes focus when the step changes; answers are buttons or controls reached with Tab; feedback is a status or alert message; progress is a progress bar with 'Stap x van y'. The flower's growth is decoration and shows finished under reduced motion.",
      contentRules:
        'One idea per activity; questions up to 120 characters; two to six answers; feedback that explains why in one or two sentences.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): on a training's page (/trainingen/<id>); the GOED window and block only on dementievriendelijk.",
    }),
    layout: 'fullscreen',
  },
});

const h1 =
  (name: string | RegExp) =>
  async ({ canvas }: StoryContext) => {
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
  };

const h2 =
  (name: string | RegExp) =>
  async ({ canvas }: StoryContext) => {
    await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible();
  };

const upTo = (...ids: number[]) => Object.fromEntries(ids.map((id) => [id, [] as number[]]));
const h1Done = { ...upTo(111), 112: [1121, 1123] };
const beforeFlip = { ...upTo(111, 211), 112: [1121, 1123], 113: [1131], 114: [3101] };
const allRight = { ...beforeFlip, 212: [2121, 2123] };
const allWrong = { ...upTo(111, 211), 112: [1122], 113: [1132], 114: [3101], 212: [2122] };

export const InfoSlide = meta.story({ args: {}, play: h1('Welkom') });

export const InfoSlideWithVideoAndInfoButton = meta.story({
  args: { done: { ...h1Done, 113: [1131], 114: [3101] } },
  play: h1('Rustig blijven'),
});

export const ClickQuestion = meta.story({ args: { done: h1Done }, play: h1('Wat doe je eerst?') });

export const ClickFeedbackFullyCorrect = meta.story({
  args: { done: { ...h1Done, 113: [1131] }, position: { activityId: 113, view: 'feedback' } },
  play: h2(/helemaal goed/),
});

export const ClickFeedbackPartiallyCorrect = meta.story({
  args: { done: { ...h1Done, 113: [1133] }, position: { activityId: 113, view: 'feedback' } },
  play: h2(/Bijna/),
});

export const ClickFeedbackWrong = meta.story({
  args: { done: { ...h1Done, 113: [1132] }, position: { activityId: 113, view: 'feedback' } },
  play: h2(/niet goed/),
});

export const AnswerNotYetSaved = meta.story({
  args: { done: h1Done, offlineAnswer: { activityId: 113, answerId: 1131 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nog niet opgeslagen. We proberen het opnieuw.')).toBeVisible();
  },
});

export const Statement = meta.story({
  args: { done: { ...h1Done, 113: [1131] } },
  play: h1('Wat vind jij?'),
});

export const StatementFeedback = meta.story({
  args: { done: { ...h1Done, 113: [1131], 114: [3102] }, position: { activityId: 114, view: 'feedback' } },
  play: h2('Bedankt voor je antwoord.'),
});

export const DragQuestion = meta.story({
  args: { done: upTo(111) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Jouw keuze' })).toBeVisible();
  },
});

export const DragQuestionAnswered = meta.story({
  args: { done: { ...upTo(111), 112: [1121, 1122] }, position: { activityId: 112, view: 'question' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Jouw keuze' })).toBeVisible();
  },
});

export const DragFeedbackFullyCorrect = meta.story({
  args: { done: { ...upTo(111), 112: [1121, 1123] }, position: { activityId: 112, view: 'feedback' } },
  play: h2(/helemaal goed/),
});

export const DragFeedbackWrong = meta.story({
  args: { done: { ...upTo(111), 112: [1122] }, position: { activityId: 112, view: 'feedback' } },
  play: h2(/niet goed/),
});

export const DragFeedbackPartiallyCorrect = meta.story({
  args: { done: { ...upTo(111), 112: [1121, 1122] }, position: { activityId: 112, view: 'feedback' } },
  play: h2(/Bijna/),
});

export const FlipCardQuestion = meta.story({ args: { done: beforeFlip }, play: h1('Flip de kaarten') });

export const FlipCardsAnswered = meta.story({
  args: { done: allRight, position: { activityId: 212, view: 'question' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Draai de kaart om.*Snel praten/ }));
    await expect(canvas.getByText('Niet goed')).toBeVisible();
  },
});

export const FlipCardFeedbackFullyCorrect = meta.story({
  args: { done: allRight, position: { activityId: 212, view: 'feedback' } },
  play: h2(/helemaal goed/),
});

export const FlipCardFeedbackPartiallyCorrect = meta.story({
  args: { done: { ...beforeFlip, 212: [2121] }, position: { activityId: 212, view: 'feedback' } },
  play: h2(/Bijna/),
});

export const FlipCardFeedbackWrong = meta.story({
  args: { done: { ...beforeFlip, 212: [2122] }, position: { activityId: 212, view: 'feedback' } },
  play: h2(/niet goed/),
});

export const SummaryAchieved = meta.story({ args: { done: allRight }, play: h2('Goed gedaan!') });

/**
 * The flower as it grows: the toolbar's motion switch follows the browser here, so with motion on the
 * petals grow one by one and the count runs up; with reduced motion (and in the visual check's
 * reduced render) the finished flower shows at once. The animation must end on that same drawing.
 */
export const SummaryAnimatedFlower = meta.story({
  args: { done: allRight },
  globals: { motion: 'system' },
  play: h2('Goed gedaan!'),
});

export const SummaryNotAchieved = meta.story({ args: { done: allWrong }, play: h2('Bijna!') });

export const SecondSummaryPage = meta.story({
  args: { done: allRight, position: { activityId: 'summary second page', view: 'question' } },
  play: h2('Jouw score'),
});

const pointsCourse: MemoryCourse = {
  ...demoCourse,
  chapters: demoCourse.chapters.map((chapter) => ({
    ...chapter,
    activities: chapter.activities.map((activity) =>
      activity.content.id === 211
        ? {
            ...activity,
            content: {
              ...activity.content,
              showInfoModal: false,
              slideContent: JSON.stringify([{ Kind: 'PointsSummery' }]),
            },
          }
        : activity,
    ),
  })),
};

export const PointsSummary = meta.story({
  args: { course: pointsCourse, done: { ...h1Done, 113: [1131], 114: [3101] } },
  play: h2('Dankjewel'),
});

export const Loading = meta.story({
  args: { mode: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
  },
});

export const Failed = meta.story({
  args: { mode: 'failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});
