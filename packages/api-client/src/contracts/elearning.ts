import { z } from 'zod/mini';
import {
  contentIdListSchema,
  contentIdParamSchema,
  contentIdSchema,
  defineCall,
  elearningImageSchema,
  type Image,
  mapElearningImage,
  uuidSchema,
} from './common.js';

/*
 * Learning-side wire shapes (spec 3 §3, §7; spec 2 §3.5 for courses). Field names are PascalCase as
 * the spec writes them. Rich content (SlideContent, MCQQuestionContent, FMCQuestionContent,
 * SlideAnswerContent, FlipCardAnswerContent) travels as a serialized editable document (a JSON
 * string, spec 3 §5 "Invalid JSON in an editable document gives an empty/failed document state");
 * see editable-documents.ts.
 */

/** Activity id 100000 is special and excluded from counts (spec 3 §3). */
export const SPECIAL_ACTIVITY_ID = 100000;

/*
 * The pass rule, in one place (decision 0025). Reading of spec 1 §4 and spec 3 §5, recorded here:
 * - Spec 1 §4: "passed or failed, decided by a score check against the maximum score. The pass
 *   threshold is not shown. A helper using ratio 0.78 exists; whether it is the pass threshold is
 *   not shown. The certificate's visible trigger threshold is 0.5."
 * - Spec 3 §5 'Points left' counts down to the stored MinAcceptableScore that MarkAssignment sends.
 * Our reading: the course's MinAcceptableScore (in points) is THE threshold; every screen that
 * decides achieved/not achieved calls isCertificateAchieved with it. 0.78 is the ratio demo courses
 * use to set that minimum (ceil(0.78 x maximum), so 15 of 22 fails: 18 are needed). 0.5 is not a
 * second pass mark and never decides the outcome: the spec names no screen that shows it, so it is
 * kept as CERTIFICATE_TRIGGER_RATIO for a future trigger and used for nothing else.
 */

/** The ratio of the score-ratio helper (spec 1 §4, spec 3 §5): demo courses' pass ratio. */
export const DEMO_PASS_RATIO = 0.78;

/** The certificate's visible trigger threshold (spec 1 §4): a share of the maximum score. */
export const CERTIFICATE_TRIGGER_RATIO = 0.5;

/** The minimum acceptable score demo courses use: ceil(0.78 x maximum). */
export function demoMinAcceptableScore(maxScore: number): number {
  return Math.ceil(DEMO_PASS_RATIO * maxScore);
}

/** True when the score reaches the course's minimum acceptable score (the project's pass rule). */
export function isCertificateAchieved(score: number, minAcceptableScore: number): boolean {
  return score >= minAcceptableScore;
}

/** The points still needed for the certificate: 0 once achieved (shown as 'nog N punten nodig'). */
export function pointsNeeded(score: number, minAcceptableScore: number): number {
  return Math.max(0, Math.ceil(minAcceptableScore) - score);
}

const text = z.nullish(z.string());

/** A course (spec 2 §3.5): Id, Name, OverviewDescription, Description, Image. */
export const courseSchema = z.looseObject({
  Id: contentIdSchema,
  Name: z.string(),
  OverviewDescription: text,
  Description: text,
  Image: z.nullish(elearningImageSchema),
});

/** GetCourses answer: a list of courses. */
export const getCoursesResponseSchema = z.array(courseSchema);

/**
 * One followed course (spec 2 §7: Course, Progress, Total, Score, MaxScore, Imported).
 *
 * Project choice (the spec names the fields, not their unit): Progress and Total are COUNTS of the
 * course's learning activities (info slides and questions of its published chapters, the same ones
 * the player's progress counts). Progress is how many of them are done in the visitor's most recent
 * run, Total how many the course has, so 0 <= Progress <= Total and 'x van y onderdelen gedaan'
 * reads them directly; the training is done when Progress equals Total (and Total > 0). Unlike
 * StartRun and MarkAssignment, whose Progress is a percentage (spec 3 §7), this call is never a
 * percentage. Score and MaxScore are points.
 *
 * Project choice (the spec's list has no certificate): CertificateId is the newest certificate the
 * visitor earned for this course in ANY run, or null. Progress and Score follow the latest run, so after
 * 'Training opnieuw doen' they start again; a certificate once earned stays shown on my trainings.
 * Optional, so an answer without it is still read.
 */
export const followedCourseSchema = z
  .looseObject({
    Course: courseSchema,
    Progress: z.number().check(z.int(), z.nonnegative()),
    Total: z.number().check(z.int(), z.nonnegative()),
    Score: z.number(),
    MaxScore: z.number(),
    Imported: z.boolean(),
    CertificateId: z.optional(z.nullable(uuidSchema)),
  })
  .check(
    z.refine((course) => course.Progress <= course.Total, {
      message: 'Progress counts done activities and cannot exceed Total',
      path: ['Progress'],
    }),
  );

/** GetFollowedCourses answer. */
export const getFollowedCoursesResponseSchema = z.array(followedCourseSchema);

/** Every content kind of spec 3 §3, including the feedback twins. */
export const TEACHING_ACTIVITY_KINDS = [
  'InfoSlide',
  'InfoSlideMultipleChoiceQuestion',
  'FlipCardMultipleChoiceQuestion',
  'MultipleChoiceStatement',
  'InfoSlideMultipleChoiceQuestionFeedback',
  'FlipCardMultipleChoiceQuestionFeedback',
  'MultipleChoiceStatementFeedback',
  'SummaryPage',
  'SecondSummaryPage',
  'CertificateFormPage',
] as const;

/** A teaching activity content kind. */
export type TeachingActivityKind = (typeof TEACHING_ACTIVITY_KINDS)[number];

/** The activity kind on the wire. */
export const teachingActivityKindSchema = z.enum(TEACHING_ACTIVITY_KINDS);

/** Activity status (spec 3 §3): NotDone or Done, progress and points. */
export const activityStatusSchema = z.looseObject({
  Status: z.enum(['NotDone', 'Done']),
  Progress: z.number(),
  Points: z.number(),
});

/** A chapter (spec 3 §3). */
export const chapterSchema = z.looseObject({
  Id: contentIdSchema,
  Code: z.string(),
  Name: z.string(),
  Published: z.boolean(),
  Image: z.nullish(elearningImageSchema),
  ItemOrderNumber: z.number(),
  Description: text,
});

/** A teaching activity in a run (without content; content is loaded lazily, spec 3 §3). */
export const runTeachingActivitySchema = z.looseObject({
  TeachingActivity: z.looseObject({
    Id: contentIdSchema,
    Title: z.string(),
    ItemOrderNumber: z.number(),
    Kind: teachingActivityKindSchema,
    ShowInfoModal: z.boolean(),
  }),
  Status: activityStatusSchema,
  ChosenAnswerIds: z.array(contentIdSchema),
});

/** A chapter of a run with its activities. */
export const runChapterSchema = z.looseObject({
  Chapter: chapterSchema,
  TeachingActivities: z.array(runTeachingActivitySchema),
});

// Project choice: spec 3 §7 ("Start of a run (path not shown)") does not show how a run starts.
// POST /api/elearning/StartRun with { CourseId } opens this visitor's latest run: the unfinished one
// (resumed), else the latest finished one (reopened, so a reload of the summary or the certificate
// form page shows that run's ending again), else a new run (IsNewRun true). A second attempt is an
// explicit choice ('Training opnieuw doen', spec 1 §2): { CourseId, Restart: true } starts a new run
// when the latest run is finished and resumes an unfinished one otherwise, so a double click or a
// reload never makes two runs. Finished runs, their results and certificates are kept.
// { CourseId, Preview: true } is the editor's view (admin mode, spec 3 §6): the course's outline
// with every activity NotDone and the empty uuid as RunId; no run is made, resumed or reopened and
// no learner cookie is set, so an editor browsing a training leaves no progress behind.
/** StartRun request body. */
export const startRunRequestSchema = z.object({
  CourseId: contentIdSchema,
  /** true: a second attempt after a finished run (see above). */
  Restart: z.optional(z.boolean()),
  /** true: the outline only, no run (see above); Restart is then ignored. */
  Preview: z.optional(z.boolean()),
});

/** StartRun answer (spec 3 §7): RunId, Progress, IsNewRun, Chapters. */
export const startRunResponseSchema = z.looseObject({
  RunId: uuidSchema,
  Progress: z.number(),
  IsNewRun: z.boolean(),
  Chapters: z.array(runChapterSchema),
});

const answerBase = {
  Id: contentIdSchema,
  IsCorrect: z.boolean(),
  Score: z.number(),
  ItemOrderNumber: z.number(),
  SlideAnswerContent: text,
  /** The explanation shown in feedback (spec 3 §3). */
  TextWhenError: text,
};

/** An info-slide answer. */
export const infoSlideAnswerSchema = z.looseObject({ ...answerBase, Kind: z.literal('InfoSlideAnswer') });

/** A statement answer. */
export const statementAnswerSchema = z.looseObject({ ...answerBase, Kind: z.literal('StatementAnswer') });

/** A flip-card answer: adds Title, Image, BackImage, FlipCardAnswerContent (spec 3 §3). */
export const flipCardAnswerSchema = z.looseObject({
  ...answerBase,
  Kind: z.literal('FlipCardAnswer'),
  Title: text,
  Image: z.nullish(elearningImageSchema),
  BackImage: z.nullish(elearningImageSchema),
  FlipCardAnswerContent: text,
});

/** Any answer, by Kind. */
export const answerSchema = z.discriminatedUnion('Kind', [
  infoSlideAnswerSchema,
  statementAnswerSchema,
  flipCardAnswerSchema,
]);

/** Wire type of any answer. */
export type AnswerWire = z.output<typeof answerSchema>;

const activityBase = {
  Id: contentIdSchema,
  Title: text,
  ItemOrderNumber: z.nullish(z.number()),
  ShowInfoModal: z.nullish(z.boolean()),
  DescriptorName: text,
};

const questionBase = {
  ...activityBase,
  IntroToAssignment: text,
  Progress: z.nullish(z.looseObject({ Score: z.number() })),
};

/** Activity content by kind (spec 3 §3). Feedback twins carry their question's fields. */
export const teachingActivityContentSchema = z.discriminatedUnion('Kind', [
  z.looseObject({ ...activityBase, Kind: z.literal('InfoSlide'), SlideContent: text }),
  z.looseObject({
    ...questionBase,
    Kind: z.enum(['InfoSlideMultipleChoiceQuestion', 'InfoSlideMultipleChoiceQuestionFeedback']),
    MCQQuestionContent: text,
    ShouldDragAnswer: z._default(z.boolean(), false),
    Answers: z.nullish(z.array(infoSlideAnswerSchema)),
  }),
  z.looseObject({
    ...questionBase,
    Kind: z.enum(['FlipCardMultipleChoiceQuestion', 'FlipCardMultipleChoiceQuestionFeedback']),
    FMCQuestionContent: text,
    Answers: z.nullish(z.array(flipCardAnswerSchema)),
  }),
  z.looseObject({
    ...questionBase,
    Kind: z.enum(['MultipleChoiceStatement', 'MultipleChoiceStatementFeedback']),
    MCQQuestionContent: text,
    Answers: z.nullish(z.array(statementAnswerSchema)),
  }),
  z.looseObject({
    ...activityBase,
    Kind: z.enum(['SummaryPage', 'SecondSummaryPage', 'CertificateFormPage']),
    SlideContent: text,
  }),
]);

/** Wire type of activity content. */
export type TeachingActivityContentWire = z.output<typeof teachingActivityContentSchema>;

/** TeachingActivityWithContent query. */
export const teachingActivityQuerySchema = z.object({ teachingActivityId: contentIdParamSchema });

/** TeachingActivityWithContent answer: TeachingActivity, DescriptorName, Score, MaxScore (spec 3 §3). */
export const teachingActivityResponseSchema = z.looseObject({
  TeachingActivity: teachingActivityContentSchema,
  DescriptorName: text,
  Score: z.number(),
  MaxScore: z.number(),
});

/** FlipCardAnswers body. */
export const flipCardAnswersRequestSchema = z.object({ FlipCardMultipleChoiceQuestionId: contentIdSchema });
/** InfoSlideAnswers body. */
export const infoSlideAnswersRequestSchema = z.object({ InfoSlideMultipleChoiceQuestionId: contentIdSchema });
/** StatementAnswers body. */
export const statementAnswersRequestSchema = z.object({ StatementQuestionId: contentIdSchema });

/** FlipCardAnswers answer. */
export const flipCardAnswersResponseSchema = z.array(flipCardAnswerSchema);
/** InfoSlideAnswers answer. */
export const infoSlideAnswersResponseSchema = z.array(infoSlideAnswerSchema);
/** StatementAnswers answer. */
export const statementAnswersResponseSchema = z.array(statementAnswerSchema);

/** MarkAssignment body (spec 3 §7). */
export const markAssignmentRequestSchema = z.object({
  CourseId: contentIdSchema,
  AssignmentId: contentIdSchema,
  AnswerIds: contentIdListSchema,
});

// Project choice: the spec names Outcome without values; these three match the feedback result
// kinds of spec 3 §5 (statements are always FullyCorrect with no points).
/** Marking outcome. */
export const markOutcomeSchema = z.enum(['FullyCorrect', 'PartiallyCorrect', 'Wrong']);

/** MarkAssignment answer (spec 3 §3): MinAcceptableScore, Points, Outcome, Progress. */
export const markAssignmentResponseSchema = z.looseObject({
  MinAcceptableScore: z.number(),
  Points: z.number(),
  Outcome: markOutcomeSchema,
  Progress: z.number(),
});

// Project choice: spec 3 §7 gives "mark-as-done for info slides (course id, activity id, list)"
// without details: POST /api/elearning/MarkInfoSlideDone { CourseId, TeachingActivityId, AnswerIds }
// (AnswerIds empty for a plain info slide) answering like MarkAssignment.
/** MarkInfoSlideDone body. */
export const markInfoSlideDoneRequestSchema = z.object({
  CourseId: contentIdSchema,
  TeachingActivityId: contentIdSchema,
  AnswerIds: z._default(contentIdListSchema, []),
});

/** SummaryPage query. */
export const summaryPageQuerySchema = z.object({ courseId: contentIdParamSchema });

/** Newsletter form of the mailing provider: script id and form id. */
export const spotlerFormSchema = z.looseObject({ ScriptId: z.string(), FormId: z.string() });

/** The page block of a certificate (not) achieved block (spec 3 §3). */
export const resultPageBlockSchema = z.looseObject({
  ResultTitle: text,
  ResultDescription: text,
  ResultImage: z.nullish(elearningImageSchema),
  OverviewTitle: text,
  OverviewDescription: text,
  OverviewImage: z.nullish(elearningImageSchema),
  FormTitle: text,
  FormDescription: text,
  ShowImageAndCertificate: z.boolean(),
  SummaryButtonText: text,
});

/** CertificateAchievedBlock / CertificateNotAchievedBlock. */
export const certificateResultBlockSchema = z.looseObject({
  PageBlock: resultPageBlockSchema,
  SpotlerForm: z.nullish(spotlerFormSchema),
});

// Project choice: a link block item's Link is a URL string.
/** A link block: Title and Items {Title, Intro, Link}. */
export const linkBlockSchema = z.looseObject({
  Title: text,
  Items: z.array(z.looseObject({ Title: z.string(), Intro: text, Link: z.string() })),
});

/** The course summary page (spec 3 §3). `startingPageUrl` is camelCase on the wire, as the spec writes it. */
export const courseSummaryPageSchema = z.looseObject({
  Title: z.string(),
  PageTitle: text,
  Content: text,
  Image: z.nullish(elearningImageSchema),
  LandingPage: text,
  startingPageUrl: text,
  LinkBlock: z.nullish(linkBlockSchema),
  CertificateAchievedBlock: z.nullish(certificateResultBlockSchema),
  CertificateNotAchievedBlock: z.nullish(certificateResultBlockSchema),
});

/** CompleteCourse path parameters. */
export const completeCourseParamsSchema = z.object({ courseId: contentIdParamSchema });

// spec 3 §3 writes "Kind (LearningGoal or signal)"; both spellings of signal are accepted.
/** A descriptor kind. */
export const descriptorKindSchema = z.enum(['LearningGoal', 'Signal', 'signal']);

/** CompleteCourse answer (spec 3 §3 "Course result"). */
export const completeCourseResponseSchema = z.looseObject({
  Runs: z.number().check(z.int(), z.nonnegative()),
  Score: z.number(),
  MaxPossibleScore: z.number(),
  ScorePerDescriptor: z.array(
    z.looseObject({
      Title: z.string(),
      Kind: descriptorKindSchema,
      Description: text,
      ItemOrderNumber: z.number(),
      Score: z.number(),
    }),
  ),
  MaxPossibleScorePerDescriptor: z.array(
    z.looseObject({ DescriptorTitle: z.string(), MaxScore: z.number() }),
  ),
  // Project choice: the course's minimum acceptable score also comes with the result, so a result
  // page works after a reload without a MarkAssignment answer in session storage.
  MinAcceptableScore: z.nullish(z.number()),
});

// ---------------------------------------------------------------- domain

/** Domain: a course. */
export interface Course {
  readonly id: number;
  readonly name: string;
  readonly overviewDescription: string;
  readonly description: string;
  readonly image?: Image;
}

/** Domain: a followed course (spec 2 §3.5). */
export interface FollowedCourse extends Course {
  /** How many learning activities are done (a count, not a percentage: see followedCourseSchema). */
  readonly progress: number;
  /** How many learning activities the course has. */
  readonly total: number;
  readonly score: number;
  readonly maxScore: number;
  readonly imported: boolean;
  /** The newest certificate earned for the course in any run (see followedCourseSchema), if any. */
  readonly certificateId?: string;
}

/** Domain: an activity's status. */
export interface ActivityStatus {
  readonly status: 'NotDone' | 'Done';
  readonly progress: number;
  readonly points: number;
}

/** Domain: an activity inside a run. */
export interface RunActivity {
  readonly id: number;
  readonly title: string;
  readonly itemOrderNumber: number;
  readonly kind: TeachingActivityKind;
  readonly showInfoModal: boolean;
  readonly status: ActivityStatus;
  readonly chosenAnswerIds: readonly number[];
}

/** Domain: a chapter with its activities in ItemOrderNumber order. */
export interface Chapter {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly published: boolean;
  readonly image?: Image;
  readonly itemOrderNumber: number;
  readonly description: string;
  readonly activities: readonly RunActivity[];
}

/** Domain: a started or resumed run (spec 3 §3 "Training run"). */
export interface TrainingRun {
  readonly runId: string;
  readonly progress: number;
  readonly isNewRun: boolean;
  readonly chapters: readonly Chapter[];
}

/** Domain: an answer of any kind. */
export interface Answer {
  readonly id: number;
  readonly kind: 'InfoSlideAnswer' | 'StatementAnswer' | 'FlipCardAnswer';
  readonly isCorrect: boolean;
  readonly score: number;
  readonly itemOrderNumber: number;
  /** Serialized editable document (SlideAnswerContent). */
  readonly content?: string;
  /** The explanation (TextWhenError). */
  readonly explanation?: string;
  /** Flip cards only. */
  readonly title?: string;
  readonly image?: Image;
  readonly backImage?: Image;
  /** Serialized editable document of a flip card's back (FlipCardAnswerContent). */
  readonly flipCardContent?: string;
}

/** Domain: activity content. `questionContent` is MCQQuestionContent or FMCQuestionContent. */
export interface TeachingActivityContent {
  readonly id: number;
  readonly kind: TeachingActivityKind;
  readonly title: string;
  readonly itemOrderNumber?: number;
  readonly showInfoModal: boolean;
  readonly descriptorName?: string;
  readonly slideContent?: string;
  readonly introToAssignment?: string;
  readonly questionContent?: string;
  readonly shouldDragAnswer: boolean;
  readonly progressScore?: number;
  readonly answers?: readonly Answer[];
}

/** Domain: TeachingActivityWithContent. */
export interface TeachingActivityWithContent {
  readonly activity: TeachingActivityContent;
  readonly descriptorName?: string;
  readonly score: number;
  readonly maxScore: number;
}

/** Domain: a marking answer. */
export interface MarkResult {
  readonly minAcceptableScore: number;
  readonly points: number;
  readonly outcome: z.output<typeof markOutcomeSchema>;
  readonly progress: number;
}

/** Domain: a result block's page block. */
export interface ResultPageBlock {
  readonly resultTitle: string;
  readonly resultDescription: string;
  readonly resultImage?: Image;
  readonly overviewTitle: string;
  readonly overviewDescription: string;
  readonly overviewImage?: Image;
  readonly formTitle: string;
  readonly formDescription: string;
  readonly showImageAndCertificate: boolean;
  readonly summaryButtonText: string;
}

/** Domain: a certificate (not) achieved block. */
export interface CertificateResultBlock {
  readonly pageBlock: ResultPageBlock;
  readonly spotlerForm?: { readonly scriptId: string; readonly formId: string };
}

/** Domain: a link block item. */
export interface LinkBlockItem {
  readonly title: string;
  readonly intro: string;
  readonly link: string;
}

/** Domain: the course summary page. */
export interface CourseSummaryPage {
  readonly title: string;
  readonly pageTitle: string;
  readonly content: string;
  readonly image?: Image;
  readonly landingPage?: string;
  readonly startingPageUrl?: string;
  readonly linkBlock?: { readonly title: string; readonly items: readonly LinkBlockItem[] };
  readonly certificateAchievedBlock?: CertificateResultBlock;
  readonly certificateNotAchievedBlock?: CertificateResultBlock;
}

/** Domain: one merged descriptor of a course result. */
export interface DescriptorScore {
  readonly kind: 'learning goal' | 'signal';
  readonly name: string;
  readonly description: string;
  readonly itemOrderNumber: number;
  readonly score: number;
  readonly maxScore: number;
}

/** Domain: CompleteCourse. */
export interface CourseResult {
  readonly runs: number;
  readonly score: number;
  readonly maxPossibleScore: number;
  readonly minAcceptableScore?: number;
  readonly descriptors: readonly DescriptorScore[];
}

const byOrder = <T extends { readonly itemOrderNumber: number }>(a: T, b: T) =>
  a.itemOrderNumber - b.itemOrderNumber;

function optionalImage(image: Image | undefined, key: string): Record<string, Image> {
  return image ? { [key]: image } : {};
}

/** Maps a course. */
export function mapCourse(wire: z.output<typeof courseSchema>): Course {
  return {
    id: wire.Id,
    name: wire.Name,
    overviewDescription: wire.OverviewDescription ?? '',
    description: wire.Description ?? '',
    ...optionalImage(mapElearningImage(wire.Image), 'image'),
  };
}

/** Maps a followed course (spec 2 §3.5). */
export function mapFollowedCourse(wire: z.output<typeof followedCourseSchema>): FollowedCourse {
  return {
    ...mapCourse(wire.Course),
    progress: wire.Progress,
    total: wire.Total,
    score: wire.Score,
    maxScore: wire.MaxScore,
    imported: wire.Imported,
    ...(wire.CertificateId ? { certificateId: wire.CertificateId } : {}),
  };
}

/** Maps a run; chapters and their activities are put in ItemOrderNumber order (spec 3 §4). */
export function mapTrainingRun(wire: z.output<typeof startRunResponseSchema>): TrainingRun {
  return {
    runId: wire.RunId,
    progress: wire.Progress,
    isNewRun: wire.IsNewRun,
    chapters: wire.Chapters.map(({ Chapter: chapter, TeachingActivities }) => ({
      id: chapter.Id,
      code: chapter.Code,
      name: chapter.Name,
      published: chapter.Published,
      ...optionalImage(mapElearningImage(chapter.Image), 'image'),
      itemOrderNumber: chapter.ItemOrderNumber,
      description: chapter.Description ?? '',
      activities: TeachingActivities.map(({ TeachingActivity: activity, Status, ChosenAnswerIds }) => ({
        id: activity.Id,
        title: activity.Title,
        itemOrderNumber: activity.ItemOrderNumber,
        kind: activity.Kind,
        showInfoModal: activity.ShowInfoModal,
        status: { status: Status.Status, progress: Status.Progress, points: Status.Points },
        chosenAnswerIds: [...ChosenAnswerIds],
      })).sort(byOrder),
    })).sort(byOrder),
  };
}

/** Maps one answer of any kind. */
export function mapAnswer(wire: AnswerWire): Answer {
  const base = {
    id: wire.Id,
    kind: wire.Kind,
    isCorrect: wire.IsCorrect,
    score: wire.Score,
    itemOrderNumber: wire.ItemOrderNumber,
    ...(wire.SlideAnswerContent ? { content: wire.SlideAnswerContent } : {}),
    ...(wire.TextWhenError ? { explanation: wire.TextWhenError } : {}),
  };
  if (wire.Kind !== 'FlipCardAnswer') return base;
  return {
    ...base,
    ...(wire.Title ? { title: wire.Title } : {}),
    ...optionalImage(mapElearningImage(wire.Image), 'image'),
    ...optionalImage(mapElearningImage(wire.BackImage), 'backImage'),
    ...(wire.FlipCardAnswerContent ? { flipCardContent: wire.FlipCardAnswerContent } : {}),
  };
}

/** Statement answers in ItemOrderNumber order (spec 3 §7). */
export function sortStatementAnswers<T extends { readonly itemOrderNumber: number }>(
  answers: readonly T[],
): T[] {
  return [...answers].sort(byOrder);
}

/** Maps activity content. */
export function mapTeachingActivityContent(wire: TeachingActivityContentWire): TeachingActivityContent {
  const common = {
    id: wire.Id,
    kind: wire.Kind,
    title: wire.Title ?? '',
    ...(wire.ItemOrderNumber == null ? {} : { itemOrderNumber: wire.ItemOrderNumber }),
    showInfoModal: wire.ShowInfoModal ?? false,
    ...(wire.DescriptorName ? { descriptorName: wire.DescriptorName } : {}),
  };
  switch (wire.Kind) {
    case 'InfoSlide':
    case 'SummaryPage':
    case 'SecondSummaryPage':
    case 'CertificateFormPage':
      return {
        ...common,
        shouldDragAnswer: false,
        ...(wire.SlideContent ? { slideContent: wire.SlideContent } : {}),
      };
    default: {
      const isFlipCard =
        wire.Kind === 'FlipCardMultipleChoiceQuestion' ||
        wire.Kind === 'FlipCardMultipleChoiceQuestionFeedback';
      const isDragCapable =
        wire.Kind === 'InfoSlideMultipleChoiceQuestion' ||
        wire.Kind === 'InfoSlideMultipleChoiceQuestionFeedback';
      const questionContent = isFlipCard ? wire.FMCQuestionContent : wire.MCQQuestionContent;
      const answers = wire.Answers?.map(mapAnswer);
      return {
        ...common,
        ...(wire.IntroToAssignment ? { introToAssignment: wire.IntroToAssignment } : {}),
        ...(typeof questionContent === 'string' && questionContent !== '' ? { questionContent } : {}),
        shouldDragAnswer: isDragCapable ? wire.ShouldDragAnswer : false,
        ...(wire.Progress ? { progressScore: wire.Progress.Score } : {}),
        ...(answers ? { answers } : {}),
      };
    }
  }
}

/** Maps TeachingActivityWithContent. */
export function mapTeachingActivityWithContent(
  wire: z.output<typeof teachingActivityResponseSchema>,
): TeachingActivityWithContent {
  return {
    activity: mapTeachingActivityContent(wire.TeachingActivity),
    ...(wire.DescriptorName ? { descriptorName: wire.DescriptorName } : {}),
    score: wire.Score,
    maxScore: wire.MaxScore,
  };
}

/** Maps a marking answer. */
export function mapMarkResult(wire: z.output<typeof markAssignmentResponseSchema>): MarkResult {
  return {
    minAcceptableScore: wire.MinAcceptableScore,
    points: wire.Points,
    outcome: wire.Outcome,
    progress: wire.Progress,
  };
}

function mapResultBlock(
  wire: z.output<typeof certificateResultBlockSchema> | null | undefined,
): CertificateResultBlock | undefined {
  if (!wire) return undefined;
  const block = wire.PageBlock;
  return {
    pageBlock: {
      resultTitle: block.ResultTitle ?? '',
      resultDescription: block.ResultDescription ?? '',
      ...optionalImage(mapElearningImage(block.ResultImage), 'resultImage'),
      overviewTitle: block.OverviewTitle ?? '',
      overviewDescription: block.OverviewDescription ?? '',
      ...optionalImage(mapElearningImage(block.OverviewImage), 'overviewImage'),
      formTitle: block.FormTitle ?? '',
      formDescription: block.FormDescription ?? '',
      showImageAndCertificate: block.ShowImageAndCertificate,
      summaryButtonText: block.SummaryButtonText ?? '',
    },
    ...(wire.SpotlerForm
      ? { spotlerForm: { scriptId: wire.SpotlerForm.ScriptId, formId: wire.SpotlerForm.FormId } }
      : {}),
  };
}

/** Maps the course summary page. */
export function mapCourseSummaryPage(wire: z.output<typeof courseSummaryPageSchema>): CourseSummaryPage {
  const achieved = mapResultBlock(wire.CertificateAchievedBlock);
  const notAchieved = mapResultBlock(wire.CertificateNotAchievedBlock);
  return {
    title: wire.Title,
    pageTitle: wire.PageTitle ?? wire.Title,
    content: wire.Content ?? '',
    ...optionalImage(mapElearningImage(wire.Image), 'image'),
    ...(wire.LandingPage ? { landingPage: wire.LandingPage } : {}),
    ...(wire.startingPageUrl ? { startingPageUrl: wire.startingPageUrl } : {}),
    ...(wire.LinkBlock
      ? {
          linkBlock: {
            title: wire.LinkBlock.Title ?? '',
            items: wire.LinkBlock.Items.map((item) => ({
              title: item.Title,
              intro: item.Intro ?? '',
              link: item.Link,
            })),
          },
        }
      : {}),
    ...(achieved ? { certificateAchievedBlock: achieved } : {}),
    ...(notAchieved ? { certificateNotAchievedBlock: notAchieved } : {}),
  };
}

/**
 * Maps CompleteCourse: scores and maxima are merged per descriptor title into kind
 * 'learning goal' or 'signal' (spec 3 §3), in ItemOrderNumber order. A descriptor without a
 * maximum gets 0.
 */
export function mapCourseResult(wire: z.output<typeof completeCourseResponseSchema>): CourseResult {
  const maxima = new Map(wire.MaxPossibleScorePerDescriptor.map((d) => [d.DescriptorTitle, d.MaxScore]));
  return {
    runs: wire.Runs,
    score: wire.Score,
    maxPossibleScore: wire.MaxPossibleScore,
    ...(wire.MinAcceptableScore == null ? {} : { minAcceptableScore: wire.MinAcceptableScore }),
    descriptors: wire.ScorePerDescriptor.map(
      (d): DescriptorScore => ({
        kind: d.Kind === 'LearningGoal' ? 'learning goal' : 'signal',
        name: d.Title,
        description: d.Description ?? '',
        itemOrderNumber: d.ItemOrderNumber,
        score: d.Score,
        maxScore: maxima.get(d.Title) ?? 0,
      }),
    ).sort(byOrder),
  };
}

const get = {
  method: 'GET',
  params: undefined,
  querystring: undefined,
  body: undefined,
  bodyType: 'none',
  responseType: 'json',
  antiForgery: false,
  projectChoice: undefined,
} as const;

const postJson = {
  method: 'POST',
  params: undefined,
  querystring: undefined,
  bodyType: 'json',
  responseType: 'json',
  antiForgery: false,
  projectChoice: undefined,
} as const;

/**
 * The learning calls (spec 3 §7, spec 2 §7 courses). The player's reads carry the `loading`
 * retry policy of spec 3 §9. Credentials: MarkAssignment and SummaryPage are marked in spec 3 §7;
 * every call that depends on this visitor's run or account (followed courses, start of a run,
 * info-slide marking, CompleteCourse) sends them as well, because the run lives in a cookie.
 */
export const elearningCalls = {
  getCourses: defineCall({
    ...get,
    spec: 'spec 2 §7',
    path: '/api/elearning/GetCourses',
    response: getCoursesResponseSchema,
    credentials: false,
    retry: 'none',
  }),
  getFollowedCourses: defineCall({
    ...get,
    spec: 'spec 2 §7',
    path: '/api/elearning/GetFollowedCourses',
    response: getFollowedCoursesResponseSchema,
    credentials: true,
    retry: 'none',
  }),
  startRun: defineCall({
    ...postJson,
    spec: 'spec 3 §7',
    path: '/api/elearning/StartRun',
    body: startRunRequestSchema,
    response: startRunResponseSchema,
    credentials: true,
    retry: 'loading',
    projectChoice:
      'Path and payload not shown: POST /api/elearning/StartRun { CourseId, Restart?, Preview? }; resumes an unfinished run, reopens a finished one, Restart starts a second attempt, Preview gives the outline without a run.',
  }),
  teachingActivityWithContent: defineCall({
    ...get,
    spec: 'spec 3 §7',
    path: '/api/elearning/Course/Chapter/TeachingActivityWithContent',
    querystring: teachingActivityQuerySchema,
    response: teachingActivityResponseSchema,
    credentials: false,
    retry: 'loading',
  }),
  flipCardAnswers: defineCall({
    ...postJson,
    spec: 'spec 3 §7',
    path: '/api/elearning/FlipCardAnswers',
    body: flipCardAnswersRequestSchema,
    response: flipCardAnswersResponseSchema,
    credentials: false,
    retry: 'loading',
  }),
  infoSlideAnswers: defineCall({
    ...postJson,
    spec: 'spec 3 §7',
    path: '/api/elearning/InfoSlideAnswers',
    body: infoSlideAnswersRequestSchema,
    response: infoSlideAnswersResponseSchema,
    credentials: false,
    retry: 'loading',
  }),
  statementAnswers: defineCall({
    ...postJson,
    spec: 'spec 3 §7',
    path: '/api/elearning/StatementAnswers',
    body: statementAnswersRequestSchema,
    response: statementAnswersResponseSchema,
    credentials: false,
    retry: 'loading',
  }),
  markAssignment: defineCall({
    ...postJson,
    spec: 'spec 3 §7',
    path: '/api/elearning/MarkAssignment',
    body: markAssignmentRequestSchema,
    response: markAssignmentResponseSchema,
    credentials: true,
    retry: 'none',
    projectChoice: 'Outcome values FullyCorrect | PartiallyCorrect | Wrong.',
  }),
  markInfoSlideDone: defineCall({
    ...postJson,
    spec: 'spec 3 §7',
    path: '/api/elearning/MarkInfoSlideDone',
    body: markInfoSlideDoneRequestSchema,
    response: markAssignmentResponseSchema,
    credentials: true,
    retry: 'none',
    projectChoice:
      'Not shown: POST /api/elearning/MarkInfoSlideDone { CourseId, TeachingActivityId, AnswerIds }.',
  }),
  summaryPage: defineCall({
    ...get,
    spec: 'spec 3 §7',
    path: '/api/elearning/Course/SummaryPage',
    querystring: summaryPageQuerySchema,
    response: courseSummaryPageSchema,
    credentials: true,
    retry: 'loading',
  }),
  completeCourse: defineCall({
    ...get,
    spec: 'spec 3 §7',
    path: '/api/elearning/CompleteCourse/{courseId}',
    params: completeCourseParamsSchema,
    response: completeCourseResponseSchema,
    credentials: true,
    retry: 'loading',
    projectChoice: 'Adds optional MinAcceptableScore to the answer.',
  }),
} as const;
