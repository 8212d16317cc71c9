import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Brand, site } from './support';

/*
 * A whole run through the API, for journeys that need a finished training without walking it;
 * re-exported by ./training, the learner's helpers.
 */

interface WireAnswer {
  readonly Id: number;
  readonly IsCorrect: boolean;
}
interface WireRun {
  readonly RunId: string;
  readonly Chapters: readonly {
    readonly TeachingActivities: readonly { readonly TeachingActivity: { Id: number; Kind: string } }[];
  }[];
}

/**
 * Finishes a training as a guest through the API, with the correct answers, in the page's browser
 * context (the learner cookie is shared with the page). Returns the run id.
 */
export async function finishTraining(
  request: APIRequestContext,
  brand: Brand,
  courseId: number,
): Promise<string> {
  const api = `${site(brand)}/api/elearning`;
  const started = await request.post(`${api}/StartRun`, { data: { CourseId: courseId } });
  expect(started.ok(), await started.text()).toBe(true);
  const run = (await started.json()) as WireRun;
  for (const chapter of run.Chapters) {
    for (const { TeachingActivity } of chapter.TeachingActivities) {
      const { Id, Kind } = TeachingActivity;
      if (['SummaryPage', 'SecondSummaryPage', 'CertificateFormPage'].includes(Kind)) continue;
      const content = await request.get(`${api}/Course/Chapter/TeachingActivityWithContent`, {
        params: { teachingActivityId: Id },
      });
      expect(content.ok(), await content.text()).toBe(true);
      const body = (await content.json()) as {
        TeachingActivity: { Kind: string; Answers?: WireAnswer[] | null; ShouldDragAnswer?: boolean };
      };
      const answers = body.TeachingActivity.Answers ?? [];
      const correct = answers.filter((answer) => answer.IsCorrect).map((answer) => answer.Id);
      const singleChoice =
        Kind === 'MultipleChoiceStatement' ||
        (Kind === 'InfoSlideMultipleChoiceQuestion' && !body.TeachingActivity.ShouldDragAnswer);
      const chosen = Kind === 'InfoSlide' ? [] : singleChoice ? correct.slice(0, 1) : correct;
      const marked =
        Kind === 'InfoSlide' || Kind === 'InfoSlideMultipleChoiceQuestion'
          ? await request.post(`${api}/MarkInfoSlideDone`, {
              data: { CourseId: courseId, TeachingActivityId: Id, AnswerIds: chosen },
            })
          : await request.post(`${api}/MarkAssignment`, {
              data: { CourseId: courseId, AssignmentId: Id, AnswerIds: chosen },
            });
      expect(marked.ok(), `${Kind} ${Id}: ${await marked.text()}`).toBe(true);
    }
  }
  return run.RunId;
}

/**
 * Finishes the brand's first training through the API in the page's browser context and remembers the
 * run in the page's tab as the player does when a run ends (api-client trainingResultSessionKeys), so
 * `/jouw-resultaat` shows its result. The page must be on the brand's site.
 */
export async function rememberFinishedTraining(page: Page, brand: Brand): Promise<void> {
  const courses = (await (await page.request.get(`${site(brand)}/api/elearning/GetCourses`)).json()) as {
    Id: number;
  }[];
  const courseId = courses[0]?.Id;
  if (!courseId) throw new Error('the demo content has no training for this brand');
  const runId = await finishTraining(page.request, brand, courseId);
  await page.evaluate(
    ({ course, run }) => {
      sessionStorage.setItem('dementie.trainingResult.courseId', String(course));
      sessionStorage.setItem('dementie.trainingResult.runId', run);
      sessionStorage.removeItem('dementie.trainingResult.certificateId');
    },
    { course: courseId, run: runId },
  );
}
