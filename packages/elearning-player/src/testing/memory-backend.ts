import {
  type Answer,
  type ApiResult,
  type CourseSummaryPage,
  connectionError,
  demoMinAcceptableScore,
  EMPTY_UUID,
  failed,
  loaded,
  type MarkResult,
  SPECIAL_ACTIVITY_ID,
  type TeachingActivityContent,
  type TeachingActivityKind,
} from '@dementie/api-client';
import type { MarkAssignmentInput, MarkInfoSlideDoneInput, TrainingBackend } from '../store/backend';

/** One activity of an in-memory course. */
export interface MemoryActivity {
  /** The activity content as TeachingActivityWithContent gives it. */
  readonly content: TeachingActivityContent;
  /** Answers of a question (any order: the player orders them). */
  readonly answers?: readonly Answer[];
  /** Points of an info slide (its MaxScore). Default 0. */
  readonly points?: number;
  /** Descriptor (learning goal or signal) the activity scores for. */
  readonly descriptor?: string;
}

/** One chapter of an in-memory course. */
export interface MemoryChapter {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly itemOrderNumber: number;
  readonly description?: string;
  readonly activities: readonly MemoryActivity[];
}

/** A descriptor of an in-memory course (spec 3 §3 course result). */
export interface MemoryDescriptor {
  readonly name: string;
  readonly kind: 'learning goal' | 'signal';
  readonly description: string;
  readonly itemOrderNumber: number;
}

/** A whole course for {@link createMemoryTrainingBackend}. */
export interface MemoryCourse {
  readonly id: number;
  readonly name: string;
  readonly chapters: readonly MemoryChapter[];
  readonly descriptors: readonly MemoryDescriptor[];
  readonly summaryPage: CourseSummaryPage;
  /** Default: ceil(0.78 x maximum), the demo pass rule of the api-client README. */
  readonly minAcceptableScore?: number;
}

/** A previous state of the run, for stories and tests that start in the middle. */
export interface MemoryRunState {
  readonly runId?: string;
  readonly isNewRun?: boolean;
  /** Marked activities with their chosen answers. */
  readonly done?: Readonly<Record<number, readonly number[]>>;
}

/** Options of {@link createMemoryTrainingBackend}. */
export interface MemoryBackendOptions {
  readonly run?: MemoryRunState;
  /** Milliseconds every call waits (through `sleep`). Default 0. */
  readonly latency?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The in-memory backend plus controls for tests and stories. */
export interface MemoryTrainingBackend extends TrainingBackend {
  /** While offline every call gives `connection-error` (like a cut network). */
  setOnline(online: boolean): void;
  /** Calls made so far, by method name, in order. */
  readonly calls: ReadonlyArray<{ readonly method: string; readonly input: unknown }>;
  /** Marked activities of the current run with their answers, as the server holds them. */
  readonly marked: ReadonlyMap<number, readonly number[]>;
  /** Every run so far, oldest first, with its marks (a restart adds one). */
  readonly runs: ReadonlyArray<{
    readonly runId: string;
    readonly marked: ReadonlyMap<number, readonly number[]>;
  }>;
}

const LEARNING_KINDS: readonly TeachingActivityKind[] = [
  'InfoSlide',
  'InfoSlideMultipleChoiceQuestion',
  'FlipCardMultipleChoiceQuestion',
  'MultipleChoiceStatement',
];

function questionScore(kind: TeachingActivityKind, answers: readonly Answer[], chosen: readonly number[]) {
  if (kind === 'MultipleChoiceStatement') return 0;
  const set = new Set(chosen);
  return answers.reduce((sum, answer) => sum + (set.has(answer.id) ? answer.score : 0), 0);
}

function activityMax(activity: MemoryActivity): number {
  const { kind, shouldDragAnswer } = activity.content;
  if (kind === 'InfoSlide') return activity.points ?? 0;
  if (kind === 'MultipleChoiceStatement') return 0;
  const correct = (activity.answers ?? []).filter((a) => a.isCorrect).map((a) => a.score);
  if (kind === 'InfoSlideMultipleChoiceQuestion' && !shouldDragAnswer) return Math.max(0, ...correct);
  return correct.reduce((sum, score) => sum + score, 0);
}

/**
 * An in-memory learning backend (the server's rules in small, the same StartRun contract): the
 * unfinished run is resumed, a finished run is reopened (IsNewRun false), only `restart` after a
 * finished run starts a new one; marking scores the chosen answers; CompleteCourse gives the latest
 * finished run's result (else the current run's) and sums per descriptor. For component tests,
 * stories and other teams' demos; `setOnline(false)` simulates a cut network.
 */
export function createMemoryTrainingBackend(
  course: MemoryCourse,
  options: MemoryBackendOptions = {},
): MemoryTrainingBackend {
  const activities = new Map<number, MemoryActivity>();
  for (const chapter of course.chapters) {
    for (const activity of chapter.activities) activities.set(activity.content.id, activity);
  }
  const counted = [...activities.values()].filter((a) => a.content.id !== SPECIAL_ACTIVITY_ID);
  const maxScore = counted.reduce((sum, a) => sum + activityMax(a), 0);
  const minAcceptableScore = course.minAcceptableScore ?? demoMinAcceptableScore(maxScore);
  // Completion counts the learning activities (info slides and questions), as on the server.
  const learning = counted.filter((a) => LEARNING_KINDS.includes(a.content.kind));
  type Run = { runId: string; marked: Map<number, readonly number[]>; finished: boolean };
  const runs: Run[] = [];
  const firstMarks = Object.entries(options.run?.done ?? {}).map(
    ([id, answers]): [number, readonly number[]] => [Number(id), answers],
  );
  const calls: Array<{ method: string; input: unknown }> = [];
  let online = true;
  const firstRunId = options.run?.runId ?? '7d444840-9dc0-11d1-b245-5ffdce74fad2';
  if (firstMarks.length > 0 || options.run?.isNewRun === false) {
    runs.push({ runId: firstRunId, marked: new Map(firstMarks), finished: false });
  }
  const current = (): Run | undefined => runs.at(-1);
  const empty = new Map<number, readonly number[]>();
  const markedNow = () => current()?.marked ?? empty;
  function newRun(): Run {
    const n = runs.length;
    const runId = n === 0 ? firstRunId : `7d444840-9dc0-11d1-b245-${String(n).padStart(12, '0')}`;
    const run = { runId, marked: new Map<number, readonly number[]>(), finished: false };
    runs.push(run);
    return run;
  }
  function updateFinished(run: Run): void {
    if (learning.every((a) => run.marked.has(a.content.id))) run.finished = true;
  }
  if (current()) updateFinished(current() as Run);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function answer<T>(
    method: string,
    input: unknown,
    produce: () => ApiResult<T>,
  ): Promise<ApiResult<T>> {
    calls.push({ method, input });
    if (options.latency) await sleep(options.latency);
    if (!online) return connectionError('Network down');
    return produce();
  }

  function pointsOf(id: number, marked: ReadonlyMap<number, readonly number[]> = markedNow()): number {
    const activity = activities.get(id);
    const chosen = marked.get(id);
    if (!activity || !chosen) return 0;
    if (activity.content.kind === 'InfoSlide') return activity.points ?? 0;
    return questionScore(activity.content.kind, activity.answers ?? [], chosen);
  }

  function progress(): number {
    const marked = markedNow();
    const done = counted.filter((a) => marked.has(a.content.id)).length;
    return counted.length === 0 ? 0 : Math.round((done / counted.length) * 100);
  }

  function mark(id: number, answerIds: readonly number[]): ApiResult<MarkResult> {
    const activity = activities.get(id);
    if (!activity) return failed(404, 'Unknown activity');
    const run = current();
    if (!run) return failed(403, 'No run of this course');
    if (!run.marked.has(id)) run.marked.set(id, [...answerIds]);
    updateFinished(run);
    const points = pointsOf(id);
    const score = questionScore(activity.content.kind, activity.answers ?? [], answerIds);
    const max = activityMax(activity);
    const outcome =
      activity.content.kind === 'MultipleChoiceStatement' || score === max
        ? 'FullyCorrect'
        : score > 0
          ? 'PartiallyCorrect'
          : 'Wrong';
    return loaded({ minAcceptableScore, points, outcome, progress: progress() });
  }

  function answersOf(id: number): ApiResult<Answer[]> {
    const activity = activities.get(id);
    return activity?.answers ? loaded([...activity.answers]) : failed(404, 'No answers');
  }

  return {
    calls,
    get marked() {
      return markedNow();
    },
    runs,
    setOnline(value) {
      online = value;
    },
    startRun: (courseId, startOptions) =>
      answer(
        'startRun',
        startOptions?.preview
          ? { courseId, preview: true }
          : startOptions?.restart
            ? { courseId, restart: true }
            : courseId,
        () => {
          if (courseId !== course.id) return failed(404, 'Unknown course');
          // The editor's preview: the outline, nothing marked, no run made (as the server does).
          const preview = startOptions?.preview === true;
          let run = preview ? undefined : current();
          let isNewRun = false;
          if (!preview && (!run || (run.finished && startOptions?.restart === true))) {
            run = newRun();
            isNewRun = true;
          }
          const marked: ReadonlyMap<number, readonly number[]> = run?.marked ?? new Map();
          return loaded({
            runId: run?.runId ?? EMPTY_UUID,
            progress: preview ? 0 : progress(),
            isNewRun,
            chapters: course.chapters.map((chapter) => ({
              id: chapter.id,
              code: chapter.code,
              name: chapter.name,
              published: true,
              itemOrderNumber: chapter.itemOrderNumber,
              description: chapter.description ?? '',
              activities: chapter.activities.map(({ content }) => ({
                id: content.id,
                title: content.title,
                itemOrderNumber: content.itemOrderNumber ?? 0,
                kind: content.kind,
                showInfoModal: content.showInfoModal,
                status: marked.has(content.id)
                  ? { status: 'Done' as const, progress: 100, points: pointsOf(content.id, marked) }
                  : { status: 'NotDone' as const, progress: 0, points: 0 },
                chosenAnswerIds: [...(marked.get(content.id) ?? [])],
              })),
            })),
          });
        },
      ),
    teachingActivityWithContent: (id) =>
      answer('teachingActivityWithContent', id, () => {
        const activity = activities.get(id);
        if (!activity) return failed(404, 'Unknown activity');
        return loaded({
          activity: activity.content,
          ...(activity.descriptor ? { descriptorName: activity.descriptor } : {}),
          score: pointsOf(id),
          maxScore: activityMax(activity),
        });
      }),
    flipCardAnswers: (id) => answer('flipCardAnswers', id, () => answersOf(id)),
    infoSlideAnswers: (id) => answer('infoSlideAnswers', id, () => answersOf(id)),
    statementAnswers: (id) => answer('statementAnswers', id, () => answersOf(id)),
    markAssignment: (input: MarkAssignmentInput) =>
      answer('markAssignment', input, () => mark(input.assignmentId, input.answerIds)),
    markInfoSlideDone: (input: MarkInfoSlideDoneInput) =>
      answer('markInfoSlideDone', input, () => mark(input.teachingActivityId, input.answerIds ?? [])),
    summaryPage: (courseId) =>
      answer('summaryPage', courseId, () =>
        courseId === course.id ? loaded(course.summaryPage) : failed(404, 'Unknown course'),
      ),
    completeCourse: (courseId) =>
      answer('completeCourse', courseId, () => {
        if (courseId !== course.id) return failed(404, 'Unknown course');
        if (runs.length === 0) return failed(404, 'No run of this course');
        const chosen = [...runs].reverse().find((run) => run.finished) ?? (current() as Run);
        const pointsOfRun = (id: number) => pointsOf(id, chosen.marked);
        const descriptors = course.descriptors.map((descriptor) => {
          const mine = counted.filter((a) => a.descriptor === descriptor.name);
          return {
            ...descriptor,
            score: mine.reduce((sum, a) => sum + pointsOfRun(a.content.id), 0),
            maxScore: mine.reduce((sum, a) => sum + activityMax(a), 0),
          };
        });
        const score = counted.reduce((sum, a) => sum + pointsOfRun(a.content.id), 0);
        return loaded({
          runs: runs.length,
          score,
          maxPossibleScore: maxScore,
          minAcceptableScore,
          descriptors: [...descriptors].sort((a, b) => a.itemOrderNumber - b.itemOrderNumber),
        });
      }),
  };
}
