import type { TeachingActivityKind } from '@dementie/api-client';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type EditableField, latestDocument, latestDocuments } from '../blobs/documents';
import { documentWithoutPictures, imageUnlessGone, picturesNamedIn } from '../blobs/picture-references';
import { elActivities, elAnswers, elChapters, elCourses, elDescriptors } from './schema';
import { countsForProgress, maxScoreOf, type ScoringActivity } from './scoring';

/*
 * The scoring skeleton of a course: chapters, activities and answers with their correctness and
 * scores, without the rich documents (those are read per request, editors may change them). The
 * skeleton does not change while the server runs, so the module keeps it in a small cache.
 */

/** One activity of the skeleton. */
export interface StructureActivity extends ScoringActivity {
  readonly chapterId: number;
  readonly title: string;
  readonly itemOrderNumber: number;
  readonly showInfoModal: boolean;
  readonly descriptorId: number | null;
  readonly maxScore: number;
}

/** One published chapter with its activities in order. */
export interface StructureChapter {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly published: boolean;
  readonly image: unknown;
  readonly itemOrderNumber: number;
  readonly description: string | null;
  readonly activities: readonly StructureActivity[];
}

/** A descriptor (learning goal or signal). */
export interface StructureDescriptor {
  readonly id: number;
  readonly title: string;
  readonly kind: 'LearningGoal' | 'Signal';
  readonly description: string | null;
  readonly itemOrderNumber: number;
}

/** The skeleton of one course. */
export interface CourseStructure {
  readonly course: typeof elCourses.$inferSelect;
  readonly chapters: readonly StructureChapter[];
  readonly descriptors: readonly StructureDescriptor[];
  /** Every activity of a published chapter, by id. */
  readonly activities: ReadonlyMap<number, StructureActivity>;
  /** The activities that count for progress and completion (spec 3 §3: not 100000, not summary pages). */
  readonly progressActivityIds: ReadonlySet<number>;
  /** The course maximum: the sum of every activity's maximum. */
  readonly maxScore: number;
}

/**
 * Reads a course's skeleton. Unpublished chapters are left out entirely: they are not part of a
 * run, its progress or its maximum. Returns null for an unknown course.
 */
export async function loadCourseStructure(db: Database, courseId: number): Promise<CourseStructure | null> {
  const [course] = await db.select().from(elCourses).where(eq(elCourses.id, courseId));
  if (!course) return null;
  const [chapterRows, activityRows, answerRows, descriptorRows] = await Promise.all([
    db
      .select()
      .from(elChapters)
      .where(eq(elChapters.courseId, courseId))
      .orderBy(asc(elChapters.itemOrderNumber)),
    db
      .select({
        id: elActivities.id,
        chapterId: elActivities.chapterId,
        kind: elActivities.kind,
        title: elActivities.title,
        itemOrderNumber: elActivities.itemOrderNumber,
        showInfoModal: elActivities.showInfoModal,
        descriptorId: elActivities.descriptorId,
        shouldDragAnswer: elActivities.shouldDragAnswer,
        points: elActivities.points,
      })
      .from(elActivities)
      .where(eq(elActivities.courseId, courseId))
      .orderBy(asc(elActivities.itemOrderNumber), asc(elActivities.id)),
    db
      .select({
        id: elAnswers.id,
        activityId: elAnswers.activityId,
        isCorrect: elAnswers.isCorrect,
        score: elAnswers.score,
      })
      .from(elAnswers)
      .innerJoin(elActivities, eq(elAnswers.activityId, elActivities.id))
      .where(eq(elActivities.courseId, courseId))
      .orderBy(asc(elAnswers.itemOrderNumber), asc(elAnswers.id)),
    db
      .select()
      .from(elDescriptors)
      .where(eq(elDescriptors.courseId, courseId))
      .orderBy(asc(elDescriptors.itemOrderNumber)),
  ]);

  const answersByActivity = new Map<number, { id: number; isCorrect: boolean; score: number }[]>();
  for (const answer of answerRows) {
    const list = answersByActivity.get(answer.activityId) ?? [];
    list.push({ id: answer.id, isCorrect: answer.isCorrect, score: answer.score });
    answersByActivity.set(answer.activityId, list);
  }

  const activities = new Map<number, StructureActivity>();
  const progressActivityIds = new Set<number>();
  let maxScore = 0;
  const chapters: StructureChapter[] = chapterRows
    .filter((chapter) => chapter.published)
    .map((chapter) => {
      const list = activityRows
        .filter((row) => row.chapterId === chapter.id)
        .map((row) => {
          const scoring: ScoringActivity = {
            id: row.id,
            kind: row.kind as TeachingActivityKind,
            shouldDragAnswer: row.shouldDragAnswer,
            points: row.points,
            answers: answersByActivity.get(row.id) ?? [],
          };
          const activity: StructureActivity = {
            ...scoring,
            chapterId: row.chapterId,
            title: row.title,
            itemOrderNumber: row.itemOrderNumber,
            showInfoModal: row.showInfoModal,
            descriptorId: row.descriptorId,
            maxScore: maxScoreOf(scoring),
          };
          activities.set(activity.id, activity);
          if (countsForProgress(activity)) progressActivityIds.add(activity.id);
          maxScore += activity.maxScore;
          return activity;
        });
      return {
        id: chapter.id,
        code: chapter.code,
        name: chapter.name,
        published: chapter.published,
        image: chapter.image,
        itemOrderNumber: chapter.itemOrderNumber,
        description: chapter.description,
        activities: list,
      };
    });

  return {
    course,
    chapters,
    descriptors: descriptorRows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      description: row.description,
      itemOrderNumber: row.itemOrderNumber,
    })),
    activities,
    progressActivityIds,
    maxScore,
  };
}

/**
 * Values read from the database by id and kept per process for `ttlMs`, so a change made on another
 * server instance shows after at most that long. Concurrent first reads of an id share one
 * database read; a failed read is not kept.
 */
class ExpiringCache<V> {
  private readonly entries = new Map<number, { at: number; value: Promise<V | null> }>();

  constructor(
    private readonly load: (id: number) => Promise<V | null>,
    private readonly ttlMs: number,
  ) {}

  /** The value of `id`, or null when there is no such row. */
  get(id: number): Promise<V | null> {
    const now = performance.now();
    const entry = this.entries.get(id);
    if (entry && now - entry.at < this.ttlMs) return entry.value;
    const value = this.load(id);
    this.entries.set(id, { at: now, value });
    value.catch(() => this.entries.delete(id));
    return value;
  }

  /** Forgets every entry (after content changes). */
  clear(): void {
    this.entries.clear();
  }
}

/** A per-process cache of course skeletons; a content reload on another instance shows within a minute. */
export class CourseStructureCache extends ExpiringCache<CourseStructure> {
  constructor(db: Database, ttlMs = 60_000) {
    super((courseId) => loadCourseStructure(db, courseId), ttlMs);
  }
}

/** An activity row with its answers in order, as TeachingActivityWithContent and the answer lists need them. */
export interface ActivityContent {
  readonly activity: typeof elActivities.$inferSelect;
  readonly answers: readonly (typeof elAnswers.$inferSelect)[];
}

/** Of the picture names given, those no longer stored (the blobs module's `missingPictures`). */
export type MissingPictures = (names: ReadonlySet<string>) => Promise<ReadonlySet<string>>;

/**
 * A short-lived per-process cache of activity content. The player reads each activity and its
 * answers once per learner, and PGlite answers one query at a time, so a few seconds of caching
 * take most reads off the database. Editors' changes (decision 0045) show within `ttlMs`; the module that
 * saves documents can call `clear()` to show them at once on its own instance. With `missing`, a
 * deleted picture is left out of what is served (decision 0047).
 */
export class ActivityContentCache extends ExpiringCache<ActivityContent> {
  constructor(db: Database, ttlMs = 10_000, missing?: MissingPictures) {
    super(async (activityId) => {
      const content = await loadActivityContent(db, activityId);
      return content && missing ? withoutMissingPictures(content, missing) : content;
    }, ttlMs);
  }
}

/**
 * Decision 0047: an image an editor deleted while in use ('Toch verwijderen') is no longer served as an
 * image: its blocks and rich-text images are left out of the activity's and answers' documents, and a
 * flip card side showing it has no image. So the player draws no empty box where it was.
 */
async function withoutMissingPictures(
  content: ActivityContent,
  missing: MissingPictures,
): Promise<ActivityContent> {
  const { activity, answers } = content;
  const texts = [
    activity.content,
    ...answers.flatMap((answer) => [
      answer.content,
      answer.flipCardContent,
      answer.image?.Url ?? null,
      answer.backImage?.Url ?? null,
    ]),
  ];
  const named = new Set(texts.flatMap((text) => [...picturesNamedIn(text)]));
  if (named.size === 0) return content;
  const gone = new Set(await missing(named));
  if (gone.size === 0) return content;
  return {
    activity: { ...activity, content: documentWithoutPictures(activity.content, gone) },
    answers: answers.map((answer) => ({
      ...answer,
      content: documentWithoutPictures(answer.content, gone),
      flipCardContent: documentWithoutPictures(answer.flipCardContent, gone),
      image: imageUnlessGone(answer.image, gone),
      backImage: imageUnlessGone(answer.backImage, gone),
    })),
  };
}

/** An activity with its answers and the documents editors saved for them, or null for an unknown id. */
async function loadActivityContent(db: Database, activityId: number): Promise<ActivityContent | null> {
  const rows = await db
    .select({ activity: elActivities, answer: elAnswers })
    .from(elActivities)
    .leftJoin(elAnswers, eq(elAnswers.activityId, elActivities.id))
    .where(eq(elActivities.id, activityId))
    .orderBy(asc(elAnswers.itemOrderNumber), asc(elAnswers.id));
  const first = rows[0];
  if (!first) return null;
  return withEditedDocuments(db, {
    activity: first.activity,
    answers: rows.flatMap((row) => (row.answer ? [row.answer] : [])),
  });
}

/** The document field of an activity, by its kind (spec 3 §3). */
const ACTIVITY_DOCUMENT_FIELD: Readonly<Record<string, EditableField>> = {
  InfoSlide: 'SlideContent',
  InfoSlideMultipleChoiceQuestion: 'MCQQuestionContent',
  MultipleChoiceStatement: 'MCQQuestionContent',
  FlipCardMultipleChoiceQuestion: 'FMCQuestionContent',
};

/**
 * Decision 0045: a document an editor saved replaces the loaded content, the newest revision winning;
 * without one the course's own content is served.
 */
async function withEditedDocuments(db: Database, content: ActivityContent): Promise<ActivityContent> {
  const { activity, answers } = content;
  const field = ACTIVITY_DOCUMENT_FIELD[activity.kind];
  const [activityDocument, slideAnswers, statementAnswers, flipAnswers] = await Promise.all([
    field ? latestDocument(db, 'TeachingActivity', activity.id, field) : null,
    latestDocuments(db, 'InfoSlideAnswer', idsOf(answers, 'InfoSlideAnswer'), 'SlideAnswerContent'),
    latestDocuments(db, 'StatementAnswer', idsOf(answers, 'StatementAnswer'), 'SlideAnswerContent'),
    latestDocuments(db, 'FlipCardAnswer', idsOf(answers, 'FlipCardAnswer'), 'FlipCardAnswerContent'),
  ]);
  return {
    activity: activityDocument === null ? activity : { ...activity, content: activityDocument },
    answers: answers.map((answer) => {
      if (answer.kind === 'FlipCardAnswer') {
        const edited = flipAnswers.get(answer.id);
        return edited === undefined ? answer : { ...answer, flipCardContent: edited };
      }
      const edited = (answer.kind === 'InfoSlideAnswer' ? slideAnswers : statementAnswers).get(answer.id);
      return edited === undefined ? answer : { ...answer, content: edited };
    }),
  };
}

function idsOf(answers: ActivityContent['answers'], kind: string): number[] {
  return answers.filter((answer) => answer.kind === kind).map((answer) => answer.id);
}
