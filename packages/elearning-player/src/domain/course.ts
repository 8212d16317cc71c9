import {
  type ActivityStatus,
  type Chapter,
  type RunActivity,
  SPECIAL_ACTIVITY_ID,
  TEACHING_ACTIVITY_KINDS,
  type TeachingActivityKind,
} from '@dementie/api-client';

/** Id of the synthetic summary chapter (spec 3 §3). */
export const SUMMARY_CHAPTER_ID = 'summary chapter';
/** Id of the first summary page of the synthetic chapter (spec 3 §3). */
export const SUMMARY_PAGE_ID = 'summary page';
/** Id of the second summary page of the synthetic chapter (spec 3 §3). */
export const SUMMARY_SECOND_PAGE_ID = 'summary second page';

/** The ids of the synthetic summary pages. */
export type SummaryActivityId = typeof SUMMARY_PAGE_ID | typeof SUMMARY_SECOND_PAGE_ID;
/** An activity id: a number from the server, or one of the synthetic summary pages. */
export type ActivityId = number | SummaryActivityId;
/** A chapter id: a number from the server, or the synthetic summary chapter. */
export type ChapterId = number | typeof SUMMARY_CHAPTER_ID;

/**
 * The question kinds (spec 3 §3): the wire's kinds that have a feedback twin, read from the wire
 * contract, so a question kind new on the wire is one here without naming it.
 */
export type QuestionKind = {
  [K in TeachingActivityKind]: `${K}Feedback` extends TeachingActivityKind ? K : never;
}[TeachingActivityKind];

/**
 * An activity as the player holds it: the run's activity plus the client's own status, with
 * `chosenAnswerIds` from the server or the answer ids the client has marked (spec 3 §3).
 */
export interface PlayerActivity extends Omit<RunActivity, 'id'> {
  /** A number from the server, or one of the synthetic summary pages. */
  readonly id: ActivityId;
  /** Synthetic summary pages: the course's own activity of that kind whose content they show. */
  readonly contentId?: number;
}

/** A chapter as the player holds it. `activities` is undefined while not loaded (spec 3 §3: lazily). */
export interface PlayerChapter {
  readonly id: ChapterId;
  readonly name: string;
  readonly itemOrderNumber: number;
  readonly activities: readonly PlayerActivity[] | undefined;
}

/** Which page of an activity is shown: the question, or its feedback twin (spec 3 §4). */
export type ActivityView = 'question' | 'feedback';

/** Where the player is. */
export interface Position {
  readonly activityId: ActivityId;
  readonly view: ActivityView;
}

const notDone: ActivityStatus = { status: 'NotDone', progress: 0, points: 0 };

const wireKinds: readonly string[] = TEACHING_ACTIVITY_KINDS;

/** True for the question kinds: those with a feedback twin on the wire. */
export function isQuestionKind(kind: TeachingActivityKind): kind is QuestionKind {
  return wireKinds.includes(`${kind}Feedback`);
}

/** The feedback twin of a question kind (spec 3 §3 "their Feedback twins"). */
export function feedbackKindOf(kind: QuestionKind): TeachingActivityKind {
  return `${kind}Feedback` as const;
}

/** True for the synthetic summary pages. */
export function isSummaryActivity(id: ActivityId): id is SummaryActivityId {
  return id === SUMMARY_PAGE_ID || id === SUMMARY_SECOND_PAGE_ID;
}

/** The course's own ending kinds (spec 3 §3 content kinds): shown as the ending's screens, never as slides. */
export const ENDING_KINDS = ['SummaryPage', 'SecondSummaryPage', 'CertificateFormPage'] as const;

/** One of the ending kinds. */
export type EndingKind = (typeof ENDING_KINDS)[number];

/** The course's own activity of each ending kind (the first in course order), by kind. */
export type EndingContent = Readonly<Partial<Record<EndingKind, number>>>;

function isEndingKind(kind: TeachingActivityKind): kind is EndingKind {
  return (ENDING_KINDS as readonly string[]).includes(kind);
}

function ordered(chapters: readonly Chapter[]): Chapter[] {
  return [...chapters]
    .sort((a, b) => a.itemOrderNumber - b.itemOrderNumber)
    .map((chapter) => ({
      ...chapter,
      activities: [...chapter.activities].sort((a, b) => a.itemOrderNumber - b.itemOrderNumber),
    }));
}

/** Where the course's own summary, second summary and certificate form page content is (decision 0027). */
export function endingContent(chapters: readonly Chapter[]): EndingContent {
  const found: Partial<Record<EndingKind, number>> = {};
  for (const chapter of ordered(chapters)) {
    for (const activity of chapter.activities) {
      if (isEndingKind(activity.kind) && found[activity.kind] === undefined)
        found[activity.kind] = activity.id;
    }
  }
  return found;
}

/**
 * The run's chapters in ItemOrderNumber order, activities too (spec 3 §4), followed by the
 * synthetic summary chapter with its two pages (spec 3 §3). The course's own SummaryPage,
 * SecondSummaryPage and CertificateFormPage activities are not slides: they give their content to
 * the synthetic pages and the certificate form page, so a training has ONE ending (decision 0027); a
 * chapter left without activities is left out. Summary pages start NotDone; the first one becomes
 * Done when shown (spec 3 §4).
 */
export function buildPlayerChapters(chapters: readonly Chapter[]): PlayerChapter[] {
  const ending = endingContent(chapters);
  const real = ordered(chapters).flatMap((chapter): PlayerChapter[] => {
    const activities = chapter.activities.filter((activity) => !isEndingKind(activity.kind));
    if (activities.length === 0 && chapter.activities.length > 0) return [];
    return [
      {
        id: chapter.id,
        name: chapter.name,
        itemOrderNumber: chapter.itemOrderNumber,
        activities: activities.map((activity) => ({
          ...activity,
          chosenAnswerIds: [...activity.chosenAnswerIds],
        })),
      },
    ];
  });
  const last = real.at(-1)?.itemOrderNumber ?? 0;
  return [...real, summaryChapter(last + 1, ending)];
}

/** The synthetic summary chapter (spec 3 §3), showing the course's own ending content where it has it. */
export function summaryChapter(itemOrderNumber: number, ending: EndingContent = {}): PlayerChapter {
  return {
    id: SUMMARY_CHAPTER_ID,
    name: '',
    itemOrderNumber,
    activities: [
      {
        id: SUMMARY_PAGE_ID,
        title: '',
        itemOrderNumber: 1,
        kind: 'SummaryPage',
        showInfoModal: false,
        status: notDone,
        chosenAnswerIds: [],
        ...(ending.SummaryPage === undefined ? {} : { contentId: ending.SummaryPage }),
      },
      {
        id: SUMMARY_SECOND_PAGE_ID,
        title: '',
        itemOrderNumber: 2,
        kind: 'SecondSummaryPage',
        showInfoModal: false,
        status: notDone,
        chosenAnswerIds: [],
        ...(ending.SecondSummaryPage === undefined ? {} : { contentId: ending.SecondSummaryPage }),
      },
    ],
  };
}

/** An activity with the chapter it belongs to. */
export interface LocatedActivity {
  readonly chapter: PlayerChapter;
  readonly activity: PlayerActivity;
}

/** Every loaded activity in course order (chapters in order, then activities in order). */
export function flattenActivities(chapters: readonly PlayerChapter[]): LocatedActivity[] {
  return chapters.flatMap((chapter) => (chapter.activities ?? []).map((activity) => ({ chapter, activity })));
}

/** Finds an activity and its chapter. */
export function findActivity(
  chapters: readonly PlayerChapter[],
  id: ActivityId,
): LocatedActivity | undefined {
  return flattenActivities(chapters).find((entry) => entry.activity.id === id);
}

/** True for an activity that counts: not the special id 100000, not a synthetic summary page (spec 3 §3). */
export function countsAsActivity(id: ActivityId): boolean {
  return id !== SPECIAL_ACTIVITY_ID && !isSummaryActivity(id);
}

/** The number of activities of the course, activity id 100000 and summary pages excluded (spec 3 §3). */
export function countActivities(chapters: readonly PlayerChapter[]): number {
  return flattenActivities(chapters).filter(({ activity }) => countsAsActivity(activity.id)).length;
}

/**
 * Current activity selection (spec 3 §4): when every chapter's activities are loaded, the first
 * NotDone activity (chapters and activities in order); otherwise the first activity of the first
 * chapter. The synthetic summary pages take part, so a finished run lands on the summary page.
 */
export function selectCurrentActivity(chapters: readonly PlayerChapter[]): ActivityId | undefined {
  const allLoaded = chapters.every((chapter) => chapter.activities !== undefined);
  const all = flattenActivities(chapters);
  if (allLoaded) {
    const open = all.find(({ activity }) => activity.status.status === 'NotDone');
    if (open) return open.activity.id;
  }
  return chapters[0]?.activities?.[0]?.id;
}

/** Returns the chapters with one activity replaced. */
export function updateActivity(
  chapters: readonly PlayerChapter[],
  id: ActivityId,
  update: (activity: PlayerActivity) => PlayerActivity,
): PlayerChapter[] {
  return chapters.map((chapter) =>
    chapter.activities?.some((activity) => activity.id === id)
      ? {
          ...chapter,
          activities: chapter.activities.map((activity) =>
            activity.id === id ? update(activity) : activity,
          ),
        }
      : chapter,
  );
}

/** Sum of the points of every Done activity (spec 3 §3: Status.Points; info-slide points included). */
export function earnedCoursePoints(chapters: readonly PlayerChapter[]): number {
  return flattenActivities(chapters).reduce(
    (sum, { activity }) => sum + (activity.status.status === 'Done' ? activity.status.points : 0),
    0,
  );
}
