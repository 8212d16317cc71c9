import {
  demoMinAcceptableScore,
  serializeEditableDocument,
  type TeachingActivityKind,
} from '@dementie/api-client';
import type { Database } from '../../db/client';
import { countRows } from '../../db/count';
import type { ActivityDefinition, TrainingDefinition } from './content-model';
import { elActivities, elAnswers, elChapters, elCourses, elDescriptors } from './schema';
import { maxScoreOf } from './scoring';

/** The scoring view of a defined activity, so the loader computes maxima with the server's own rules. */
function scoringOf(activity: ActivityDefinition) {
  return {
    id: activity.id,
    kind: activity.kind as TeachingActivityKind,
    shouldDragAnswer: activity.kind === 'InfoSlideMultipleChoiceQuestion' ? activity.shouldDragAnswer : false,
    points: activity.kind === 'InfoSlide' ? activity.points : 0,
    answers: 'answers' in activity ? activity.answers : [],
  };
}

/** The maximum score of a defined training (every chapter counts unless unpublished). */
export function trainingMaxScore(training: TrainingDefinition): number {
  return training.chapters
    .filter((chapter) => chapter.published !== false)
    .flatMap((chapter) => chapter.activities)
    .reduce((sum, activity) => sum + maxScoreOf(scoringOf(activity)), 0);
}

/** Demo courses store ceil(0.78 x maximum) unless a training sets its own minimum (project choice). */
export function trainingMinAcceptableScore(training: TrainingDefinition): number {
  return training.minAcceptableScore ?? demoMinAcceptableScore(trainingMaxScore(training));
}

/** An answer's label as a one-paragraph Text block, so SlideAnswerContent is a valid editable document. */
function labelDocument(label: string, media: string | undefined): string {
  const blocks = media ? (JSON.parse(media) as unknown[]) : [];
  const text = {
    Kind: 'Text' as const,
    Content: {
      highlighted: false,
      rteContent: JSON.stringify({
        blocks: [
          {
            key: 'label',
            type: 'unstyled',
            text: label,
            depth: 0,
            inlineStyleRanges: [],
            entityRanges: [],
            data: {},
          },
        ],
        entityMap: {},
      }),
    },
  };
  return serializeEditableDocument([text, ...(blocks as never[])]);
}

/**
 * Loads trainings into an empty course table (first start, decision 0016). Idempotent: when any course
 * exists nothing is written, and every insert ignores rows that are already there, so two servers
 * starting at once on one PostgreSQL database cannot load twice. Returns how many courses it wrote.
 */
export async function loadTrainings(db: Database, trainings: readonly TrainingDefinition[]): Promise<number> {
  if ((await countRows(db, elCourses)) > 0) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    for (const training of trainings) {
      const inserted = await tx
        .insert(elCourses)
        .values({
          id: training.id,
          name: training.name,
          overviewDescription: training.overviewDescription,
          description: training.description,
          image: training.image,
          minAcceptableScore: trainingMinAcceptableScore(training),
          brands: training.brands,
          itemOrderNumber: training.itemOrderNumber,
          summary: training.summary as unknown as Record<string, unknown>,
          newsletterForms: training.newsletterForms ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: elCourses.id });
      if (inserted.length === 0) continue;
      written += 1;
      const descriptorIds = new Map<string, number>();
      if (training.descriptors.length > 0) {
        await tx
          .insert(elDescriptors)
          .values(
            training.descriptors.map((descriptor, index) => {
              descriptorIds.set(descriptor.title, descriptor.id);
              return {
                id: descriptor.id,
                courseId: training.id,
                title: descriptor.title,
                kind: descriptor.kind,
                description: descriptor.description,
                itemOrderNumber: index + 1,
              };
            }),
          )
          .onConflictDoNothing();
      }
      for (const [chapterIndex, chapter] of training.chapters.entries()) {
        await tx
          .insert(elChapters)
          .values({
            id: chapter.id,
            courseId: training.id,
            code: chapter.code,
            name: chapter.name,
            published: chapter.published ?? true,
            image: chapter.image ?? null,
            itemOrderNumber: chapterIndex + 1,
            description: chapter.description,
          })
          .onConflictDoNothing();
        for (const [activityIndex, activity] of chapter.activities.entries()) {
          const descriptor =
            'descriptor' in activity && activity.descriptor ? activity.descriptor : undefined;
          const descriptorId = descriptor ? descriptorIds.get(descriptor) : undefined;
          if (descriptor && descriptorId === undefined) {
            throw new Error(
              `training ${training.id}: activity ${activity.id} names unknown descriptor '${descriptor}'`,
            );
          }
          await tx
            .insert(elActivities)
            .values({
              id: activity.id,
              chapterId: chapter.id,
              courseId: training.id,
              kind: activity.kind,
              title: activity.title,
              itemOrderNumber: activityIndex + 1,
              showInfoModal: activity.showInfoModal ?? false,
              descriptorId: descriptorId ?? null,
              introToAssignment: 'intro' in activity ? activity.intro : null,
              content: activity.content,
              shouldDragAnswer:
                activity.kind === 'InfoSlideMultipleChoiceQuestion' ? activity.shouldDragAnswer : false,
              points: activity.kind === 'InfoSlide' ? activity.points : 0,
            })
            .onConflictDoNothing();
          if (!('answers' in activity) || activity.answers.length === 0) continue;
          const answerKind: 'FlipCardAnswer' | 'StatementAnswer' | 'InfoSlideAnswer' =
            activity.kind === 'FlipCardMultipleChoiceQuestion'
              ? 'FlipCardAnswer'
              : activity.kind === 'MultipleChoiceStatement'
                ? 'StatementAnswer'
                : 'InfoSlideAnswer';
          await tx
            .insert(elAnswers)
            .values(
              activity.answers.map((answer, answerIndex) => ({
                id: answer.id,
                activityId: activity.id,
                kind: answerKind,
                isCorrect: answer.isCorrect,
                score: answer.score,
                itemOrderNumber: answerIndex + 1,
                content: labelDocument(answer.label, answer.media),
                textWhenError: answer.textWhenError,
                title: answer.label,
                image: 'image' in answer ? answer.image : null,
                backImage: 'backImage' in answer ? (answer.backImage ?? null) : null,
                flipCardContent: 'back' in answer ? answer.back : null,
              })),
            )
            .onConflictDoNothing();
        }
      }
    }
  });
  return written;
}
