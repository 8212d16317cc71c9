/**
 * The simulated learner of the learners bench (learners.ts): goes through a whole demo training
 * over HTTP, timing every call and keeping the answers the server acknowledged.
 */
import { performance } from 'node:perf_hooks';

type CallName =
  | 'StartRun'
  | 'TeachingActivityWithContent'
  | 'InfoSlideAnswers'
  | 'FlipCardAnswers'
  | 'StatementAnswers'
  | 'MarkAssignment'
  | 'MarkInfoSlideDone'
  | 'CompleteCourse';

export class Stats {
  readonly durations = new Map<CallName, number[]>();
  failures = 0;
  add(name: CallName, ms: number) {
    const list = this.durations.get(name) ?? [];
    list.push(ms);
    this.durations.set(name, list);
  }
  get total() {
    let n = 0;
    for (const list of this.durations.values()) n += list.length;
    return n;
  }
}

/** An answer the server acknowledged (a 200 to a mark). */
export interface Ack {
  runId: string;
  activityId: number;
  points: number;
}

interface RunActivity {
  TeachingActivity: { Id: number; Kind: string };
  Status: { Status: string; Points: number };
}

interface AnswerWire {
  Id: number;
  IsCorrect: boolean;
}

export class Learner {
  cookie = '';
  runId = '';
  readonly acks: Ack[] = [];

  constructor(
    readonly index: number,
    readonly courseId: number,
    readonly stats: Stats,
    readonly signal: AbortSignal,
  ) {}

  async call<T>(
    base: string,
    name: CallName,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<T> {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      method,
      signal: this.signal,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: `dm_learner=${this.cookie}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    this.stats.add(name, performance.now() - started);
    if (!response.ok) {
      this.stats.failures += 1;
      throw new Error(`${name} ${response.status}: ${text.slice(0, 200)}`);
    }
    const set = response.headers.get('set-cookie');
    const match = set ? /dm_learner=([^;]+)/.exec(set) : null;
    if (match?.[1]) this.cookie = match[1];
    return JSON.parse(text) as T;
  }

  /** StartRun; returns the activities in order (chapters and activities sorted as the player does). */
  async start(base: string): Promise<{ activities: RunActivity[]; isNew: boolean }> {
    const run = await this.call<{
      RunId: string;
      IsNewRun: boolean;
      Chapters: {
        Chapter: { ItemOrderNumber: number };
        TeachingActivities: (RunActivity & { TeachingActivity: { ItemOrderNumber: number } })[];
      }[];
    }>(base, 'StartRun', 'POST', '/api/elearning/StartRun', { CourseId: this.courseId });
    this.runId = run.RunId;
    const activities = [...run.Chapters]
      .sort((a, b) => a.Chapter.ItemOrderNumber - b.Chapter.ItemOrderNumber)
      .flatMap((chapter) =>
        [...chapter.TeachingActivities].sort(
          (a, b) => a.TeachingActivity.ItemOrderNumber - b.TeachingActivity.ItemOrderNumber,
        ),
      );
    return { activities, isNew: run.IsNewRun };
  }

  /** One activity as the player does it: content, answers, mark. */
  async take(base: string, activity: RunActivity): Promise<void> {
    const id = activity.TeachingActivity.Id;
    const kind = activity.TeachingActivity.Kind;
    const content = await this.call<{ TeachingActivity: { ShouldDragAnswer?: boolean } }>(
      base,
      'TeachingActivityWithContent',
      'GET',
      `/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${id}`,
    );
    let answerIds: number[] = [];
    if (
      kind === 'InfoSlideMultipleChoiceQuestion' ||
      kind === 'FlipCardMultipleChoiceQuestion' ||
      kind === 'MultipleChoiceStatement'
    ) {
      const [name, url, body] =
        kind === 'FlipCardMultipleChoiceQuestion'
          ? ([
              'FlipCardAnswers',
              '/api/elearning/FlipCardAnswers',
              { FlipCardMultipleChoiceQuestionId: id },
            ] as const)
          : kind === 'MultipleChoiceStatement'
            ? (['StatementAnswers', '/api/elearning/StatementAnswers', { StatementQuestionId: id }] as const)
            : ([
                'InfoSlideAnswers',
                '/api/elearning/InfoSlideAnswers',
                { InfoSlideMultipleChoiceQuestionId: id },
              ] as const);
      const answers = await this.call<AnswerWire[]>(base, name, 'POST', url, body);
      const correct = answers.filter((a) => a.IsCorrect);
      const single =
        kind === 'MultipleChoiceStatement' ||
        (kind === 'InfoSlideMultipleChoiceQuestion' && !content.TeachingActivity.ShouldDragAnswer);
      // Every third learner picks wrong answers sometimes, so results vary.
      const careless = this.index % 3 === 0 && id % 2 === 0;
      const pool = careless ? answers.filter((a) => !a.IsCorrect) : correct;
      const chosen = (pool.length > 0 ? pool : answers).slice(0, single ? 1 : Math.max(1, correct.length));
      answerIds = chosen.map((a) => a.Id);
      const mark = await this.call<{ Points: number }>(
        base,
        'MarkAssignment',
        'POST',
        '/api/elearning/MarkAssignment',
        {
          CourseId: this.courseId,
          AssignmentId: id,
          AnswerIds: answerIds,
        },
      );
      this.acks.push({ runId: this.runId, activityId: id, points: mark.Points });
      return;
    }
    const mark = await this.call<{ Points: number }>(
      base,
      'MarkInfoSlideDone',
      'POST',
      '/api/elearning/MarkInfoSlideDone',
      {
        CourseId: this.courseId,
        TeachingActivityId: id,
        AnswerIds: [],
      },
    );
    this.acks.push({ runId: this.runId, activityId: id, points: mark.Points });
  }

  async finish(base: string): Promise<void> {
    await this.call(base, 'CompleteCourse', 'GET', `/api/elearning/CompleteCourse/${this.courseId}`);
  }
}
