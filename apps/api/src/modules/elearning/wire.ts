import type {
  AnswerWire,
  completeCourseResponseSchema,
  courseSchema,
  courseSummaryPageSchema,
  startRunResponseSchema,
  TeachingActivityContentWire,
  TeachingActivityKind,
  teachingActivityContentSchema,
} from '@dementie/api-client';
import type { BrandId } from '@dementie/i18n-catalogues';
import type { z } from 'zod';
import type { CourseStructure } from './course-structure';
import type { RunTotals } from './runs';
import type { elActivities, elAnswers, elCourses, StoredImage } from './schema';

/*
 * Rows to wire shapes (PascalCase as spec 3 §3 writes them). The routes validate every answer
 * against the api-client schemas on the way out, so a drift here fails loudly.
 */

type CourseRow = typeof elCourses.$inferSelect;
type ActivityRow = typeof elActivities.$inferSelect;
type AnswerRow = typeof elAnswers.$inferSelect;

/** A course (spec 2 §3.5). */
export function courseWire(course: CourseRow): z.output<typeof courseSchema> {
  return {
    Id: course.id,
    Name: course.name,
    OverviewDescription: course.overviewDescription,
    Description: course.description,
    Image: course.image ?? null,
  };
}

/** A run with its chapters and each activity's status and chosen answers (StartRun, project choice). */
export function runWire(
  structure: CourseStructure,
  run: { id: string; isNew: boolean },
  results: ReadonlyMap<number, { points: number; answerIds: readonly number[] }>,
  totals: RunTotals,
): z.output<typeof startRunResponseSchema> {
  return {
    RunId: run.id,
    Progress: totals.progress,
    IsNewRun: run.isNew,
    Chapters: structure.chapters.map((chapter) => ({
      Chapter: {
        Id: chapter.id,
        Code: chapter.code,
        Name: chapter.name,
        Published: chapter.published,
        Image: (chapter.image as StoredImage | null) ?? null,
        ItemOrderNumber: chapter.itemOrderNumber,
        Description: chapter.description,
      },
      TeachingActivities: chapter.activities.map((activity) => {
        const result = results.get(activity.id);
        return {
          TeachingActivity: {
            Id: activity.id,
            Title: activity.title,
            ItemOrderNumber: activity.itemOrderNumber,
            Kind: activity.kind,
            ShowInfoModal: activity.showInfoModal,
          },
          Status: {
            Status: result ? ('Done' as const) : ('NotDone' as const),
            Progress: result ? 100 : 0,
            Points: result?.points ?? 0,
          },
          ChosenAnswerIds: result ? [...result.answerIds] : [],
        };
      }),
    })),
  };
}

/**
 * One answer. Info-slide and statement answers carry their label both as `Title` (plain text, an
 * extra field the loose schema lets through) and inside SlideAnswerContent (an editable document).
 */
export function answerWire(answer: AnswerRow): AnswerWire {
  const base = {
    Id: answer.id,
    IsCorrect: answer.isCorrect,
    Score: answer.score,
    ItemOrderNumber: answer.itemOrderNumber,
    SlideAnswerContent: answer.content,
    TextWhenError: answer.textWhenError,
    Title: answer.title,
  };
  if (answer.kind === 'FlipCardAnswer') {
    return {
      ...base,
      Kind: 'FlipCardAnswer',
      Image: answer.image ?? null,
      BackImage: answer.backImage ?? null,
      FlipCardAnswerContent: answer.flipCardContent,
    };
  }
  return { ...base, Kind: answer.kind };
}

/** The activity content of TeachingActivityWithContent, by kind (spec 3 §3). */
export function activityContentWire(
  activity: ActivityRow,
  answers: readonly AnswerRow[],
  descriptorName: string | null,
  score: number,
): z.output<typeof teachingActivityContentSchema> {
  const kind = activity.kind as TeachingActivityKind;
  const common = {
    Id: activity.id,
    Title: activity.title,
    ItemOrderNumber: activity.itemOrderNumber,
    ShowInfoModal: activity.showInfoModal,
    DescriptorName: descriptorName,
  };
  const question = { ...common, IntroToAssignment: activity.introToAssignment, Progress: { Score: score } };
  const list = answers.map(answerWire);
  /** A question on the wire: its content fields, then its answers of `answerKind`. */
  const questionWire = (fields: Record<string, unknown>, answerKind: (typeof list)[number]['Kind']) =>
    ({
      ...question,
      Kind: kind,
      ...fields,
      Answers: list.filter((a) => a.Kind === answerKind),
    }) as TeachingActivityContentWire;
  switch (kind) {
    case 'InfoSlideMultipleChoiceQuestion':
    case 'InfoSlideMultipleChoiceQuestionFeedback':
      return questionWire(
        { MCQQuestionContent: activity.content, ShouldDragAnswer: activity.shouldDragAnswer },
        'InfoSlideAnswer',
      );
    case 'FlipCardMultipleChoiceQuestion':
    case 'FlipCardMultipleChoiceQuestionFeedback':
      return questionWire({ FMCQuestionContent: activity.content }, 'FlipCardAnswer');
    case 'MultipleChoiceStatement':
    case 'MultipleChoiceStatementFeedback':
      return questionWire({ MCQQuestionContent: activity.content }, 'StatementAnswer');
    default:
      return { ...common, Kind: kind, SlideContent: activity.content } as TeachingActivityContentWire;
  }
}

/**
 * The course summary page (spec 3 §3): the stored configuration, the course's starting page, and
 * the brand's newsletter form in both result blocks.
 */
export function summaryWire(course: CourseRow, brand: BrandId): z.output<typeof courseSummaryPageSchema> {
  const summary = course.summary as z.output<typeof courseSummaryPageSchema>;
  const form = course.newsletterForms?.[brand] ?? null;
  const withForm = (block: z.output<typeof courseSummaryPageSchema>['CertificateAchievedBlock']) =>
    block ? { ...block, SpotlerForm: form } : block;
  return {
    ...summary,
    startingPageUrl: `/trainingen/${course.id}`,
    CertificateAchievedBlock: withForm(summary.CertificateAchievedBlock),
    CertificateNotAchievedBlock: withForm(summary.CertificateNotAchievedBlock),
  };
}

/** CompleteCourse (spec 3 §3 "Course result") for one run, with per-descriptor scores and maxima. */
export function courseResultWire(
  structure: CourseStructure,
  runs: number,
  results: readonly { activityId: number; points: number }[],
  score: number,
): z.output<typeof completeCourseResponseSchema> {
  const scoreOf = new Map<number, number>();
  const maxOf = new Map<number, number>();
  for (const activity of structure.activities.values()) {
    if (activity.descriptorId === null) continue;
    maxOf.set(activity.descriptorId, (maxOf.get(activity.descriptorId) ?? 0) + activity.maxScore);
  }
  for (const result of results) {
    const activity = structure.activities.get(result.activityId);
    if (!activity || activity.descriptorId === null) continue;
    scoreOf.set(activity.descriptorId, (scoreOf.get(activity.descriptorId) ?? 0) + result.points);
  }
  return {
    Runs: runs,
    Score: score,
    MaxPossibleScore: structure.maxScore,
    MinAcceptableScore: structure.course.minAcceptableScore,
    ScorePerDescriptor: structure.descriptors.map((descriptor) => ({
      Title: descriptor.title,
      Kind: descriptor.kind,
      Description: descriptor.description,
      ItemOrderNumber: descriptor.itemOrderNumber,
      Score: scoreOf.get(descriptor.id) ?? 0,
    })),
    MaxPossibleScorePerDescriptor: structure.descriptors.map((descriptor) => ({
      DescriptorTitle: descriptor.title,
      MaxScore: maxOf.get(descriptor.id) ?? 0,
    })),
  };
}
