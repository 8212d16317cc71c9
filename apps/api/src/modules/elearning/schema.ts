import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedBy } from '../../db/columns';

/*
 * Tables of the learning side (spec 3 §3). Content ids (course, chapter, activity, answer)
 * are integers (api-client project choice); runs have uuids. Rich content fields hold a serialized
 * editable document (a JSON string, spec 3 §3 "Editable document").
 *
 * Users live in the auth module's tables; a run keeps the user id as a plain uuid without a foreign
 * key, so this module does not depend on the order in which auth's migrations land.
 */

/** Image as it travels on the wire: `{ Url, Alt, Width?, Height? }` (api-client elearningImageSchema). */
export type StoredImage = {
  Url: string;
  Alt: string;
  Width?: number;
  Height?: number;
};

/** A course (spec 2 §3.5) with its pass threshold and summary-page configuration (spec 3 §3). */
export const elCourses = pgTable('el_courses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  overviewDescription: text('overview_description'),
  description: text('description'),
  image: jsonb('image').$type<StoredImage>(),
  /** Minimum acceptable score in points: a run reaching it achieves the certificate (project choice). */
  minAcceptableScore: integer('min_acceptable_score').notNull(),
  /** The brands that list this course in GetCourses (a course may be shared between brands). */
  brands: text('brands').array().notNull(),
  /** Order in the trainings overview. */
  itemOrderNumber: integer('item_order_number').notNull().default(0),
  /** The course summary page of spec 3 §3 (wire shape, without startingPageUrl and per-brand forms). */
  summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
  /** Newsletter form per brand (spec 3 §3 "Newsletter form ids: three brands, two share one form"). */
  newsletterForms: jsonb('newsletter_forms').$type<Record<string, { ScriptId: string; FormId: string }>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A chapter (spec 3 §3): Id, Code, Name, Published, Image, ItemOrderNumber, Description. */
export const elChapters = pgTable(
  'el_chapters',
  {
    id: integer('id').primaryKey(),
    courseId: ownedBy(integer('course_id'), () => elCourses.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(true),
    image: jsonb('image').$type<StoredImage>(),
    itemOrderNumber: integer('item_order_number').notNull(),
    description: text('description'),
  },
  (table) => [index('el_chapters_course_idx').on(table.courseId)],
);

/** Learning goals and signals of a course (spec 3 §3 "Course result"). */
export const elDescriptors = pgTable(
  'el_descriptors',
  {
    id: integer('id').primaryKey(),
    courseId: ownedBy(integer('course_id'), () => elCourses.id),
    title: text('title').notNull(),
    kind: text('kind').$type<'LearningGoal' | 'Signal'>().notNull(),
    description: text('description'),
    itemOrderNumber: integer('item_order_number').notNull(),
  },
  (table) => [uniqueIndex('el_descriptors_course_title_idx').on(table.courseId, table.title)],
);

/** A teaching activity of any content kind (spec 3 §3). */
export const elActivities = pgTable(
  'el_activities',
  {
    id: integer('id').primaryKey(),
    chapterId: ownedBy(integer('chapter_id'), () => elChapters.id),
    courseId: ownedBy(integer('course_id'), () => elCourses.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    itemOrderNumber: integer('item_order_number').notNull(),
    showInfoModal: boolean('show_info_modal').notNull().default(false),
    descriptorId: integer('descriptor_id').references(() => elDescriptors.id, { onDelete: 'set null' }),
    introToAssignment: text('intro_to_assignment'),
    /** SlideContent, MCQQuestionContent or FMCQuestionContent by kind: a serialized editable document. */
    content: text('content'),
    shouldDragAnswer: boolean('should_drag_answer').notNull().default(false),
    /** Points an info slide gives when it is shown (spec 3 §4 "its points go into the activity's score"). */
    points: integer('points').notNull().default(0),
  },
  (table) => [
    index('el_activities_chapter_idx').on(table.chapterId),
    index('el_activities_course_idx').on(table.courseId),
  ],
);

/** An answer of a question (spec 3 §3 "Answers"). */
export const elAnswers = pgTable(
  'el_answers',
  {
    id: integer('id').primaryKey(),
    activityId: ownedBy(integer('activity_id'), () => elActivities.id),
    kind: text('kind').$type<'InfoSlideAnswer' | 'StatementAnswer' | 'FlipCardAnswer'>().notNull(),
    isCorrect: boolean('is_correct').notNull(),
    score: integer('score').notNull().default(0),
    itemOrderNumber: integer('item_order_number').notNull(),
    /** SlideAnswerContent: a serialized editable document. */
    content: text('content'),
    /** The explanation shown in feedback. */
    textWhenError: text('text_when_error'),
    title: text('title'),
    image: jsonb('image').$type<StoredImage>(),
    backImage: jsonb('back_image').$type<StoredImage>(),
    /** FlipCardAnswerContent: a serialized editable document. */
    flipCardContent: text('flip_card_content'),
  },
  (table) => [index('el_answers_activity_idx').on(table.activityId)],
);

/**
 * A training run of one visitor. Owned by the signed-in user (`userId`) or, for a guest, by the
 * browser's learner id (`learnerId`, from the signed learner cookie).
 */
export const elRuns = pgTable(
  'el_runs',
  {
    id: uuid('id').primaryKey(),
    courseId: ownedBy(integer('course_id'), () => elCourses.id),
    /** The auth module's user id (no foreign key: auth is a separate module). */
    userId: uuid('user_id'),
    learnerId: uuid('learner_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Set when every learning activity is Done. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('el_runs_user_idx').on(table.userId, table.courseId),
    index('el_runs_learner_idx').on(table.learnerId, table.courseId),
  ],
);

/**
 * The stored mark of one activity in one run. The primary key makes every answer stored exactly
 * once: a second mark finds the row and returns it (answers are locked once Done, spec 3 §4).
 */
export const elActivityResults = pgTable(
  'el_activity_results',
  {
    runId: ownedBy(uuid('run_id'), () => elRuns.id),
    activityId: ownedBy(integer('activity_id'), () => elActivities.id),
    answerIds: integer('answer_ids').array().notNull(),
    points: integer('points').notNull(),
    maxPoints: integer('max_points').notNull(),
    outcome: text('outcome').$type<'FullyCorrect' | 'PartiallyCorrect' | 'Wrong'>().notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.activityId] })],
);
