import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  courseSummaryPageSchema,
  demoMinAcceptableScore,
  getCoursesResponseSchema,
  parseEditableDocument,
  SPECIAL_ACTIVITY_ID,
  startRunResponseSchema,
  teachingActivityResponseSchema,
} from '@dementie/api-client';
import { brandIds } from '@dementie/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { demoTrainings } from '../../../content/trainings';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import type { ActivityDefinition } from './content-model';
import { createElearningModule, DEMO_MEDIA_DIR } from './index';
import { trainingMaxScore, trainingMinAcceptableScore } from './load-trainings';

const allActivities = (training: (typeof demoTrainings)[number]) =>
  training.chapters.flatMap((c) => c.activities);

function variantOf(activity: ActivityDefinition): string {
  if (activity.kind === 'InfoSlideMultipleChoiceQuestion')
    return activity.shouldDragAnswer ? 'drag' : 'click';
  return activity.kind;
}

function documentsOf(activity: ActivityDefinition): string[] {
  const own = [activity.content];
  if (!('answers' in activity)) return own;
  return [...own, ...activity.answers.flatMap((a) => [a.media ?? '', 'back' in a ? a.back : ''])];
}

function imagesOf(training: (typeof demoTrainings)[number]): string[] {
  const urls = [training.image.Url, ...training.chapters.flatMap((c) => (c.image ? [c.image.Url] : []))];
  for (const activity of allActivities(training)) {
    if (activity.kind !== 'FlipCardMultipleChoiceQuestion') continue;
    for (const answer of activity.answers)
      urls.push(answer.image.Url, ...(answer.backImage ? [answer.backImage.Url] : []));
  }
  return urls;
}

describe('demo trainings', () => {
  it('every brand offers at least two trainings', () => {
    for (const brand of brandIds) {
      expect(demoTrainings.filter((t) => t.brands.includes(brand)).length, brand).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(demoTrainings.map((t) => [t.name, t] as const))(
    '%s uses every activity kind in 3+ chapters',
    (_name, training) => {
      const learningChapters = training.chapters.filter((c) =>
        c.activities.some(
          (a) => !['SummaryPage', 'SecondSummaryPage', 'CertificateFormPage'].includes(a.kind),
        ),
      );
      expect(learningChapters.length).toBeGreaterThanOrEqual(3);
      expect(new Set(allActivities(training).map(variantOf))).toEqual(
        new Set([
          'InfoSlide',
          'click',
          'drag',
          'FlipCardMultipleChoiceQuestion',
          'MultipleChoiceStatement',
          'SummaryPage',
          'SecondSummaryPage',
          'CertificateFormPage',
        ]),
      );
    },
  );

  it.each(demoTrainings.map((t) => [t.name, t] as const))(
    '%s: feedback for every answer, flip cards with images',
    (_name, training) => {
      for (const activity of allActivities(training)) {
        if (!('answers' in activity)) continue;
        expect(activity.answers.length, `${activity.id}`).toBeGreaterThanOrEqual(2);
        expect(
          activity.answers.some((a) => a.isCorrect),
          `${activity.id}`,
        ).toBe(true);
        for (const answer of activity.answers) {
          expect(answer.textWhenError.trim(), `${answer.id}`).not.toBe('');
          expect(answer.label.trim(), `${answer.id}`).not.toBe('');
          if (activity.kind === 'FlipCardMultipleChoiceQuestion' && 'image' in answer) {
            expect(answer.image.Alt, `${answer.id}`).not.toBe('');
          }
        }
      }
    },
  );

  it.each(demoTrainings.map((t) => [t.name, t] as const))(
    '%s: two learning goals, two signals, all used',
    (_name, training) => {
      const kinds = training.descriptors.map((d) => d.kind).sort();
      expect(kinds).toEqual(['LearningGoal', 'LearningGoal', 'Signal', 'Signal']);
      for (const descriptor of training.descriptors) expect(descriptor.description).not.toBe('');
      const used = new Set(
        allActivities(training).flatMap((a) => ('descriptor' in a && a.descriptor ? [a.descriptor] : [])),
      );
      expect(used).toEqual(new Set(training.descriptors.map((d) => d.title)));
    },
  );

  it.each(demoTrainings.map((t) => [t.name, t] as const))(
    '%s: minimum acceptable score is ceil(0.78 x max)',
    (_name, training) => {
      const max = trainingMaxScore(training);
      expect(max).toBeGreaterThan(10);
      expect(trainingMinAcceptableScore(training)).toBe(demoMinAcceptableScore(max));
      expect(training.minAcceptableScore).toBeUndefined();
    },
  );

  it.each(demoTrainings.map((t) => [t.name, t] as const))(
    '%s: documents parse and images are ours',
    (_name, training) => {
      for (const activity of allActivities(training)) {
        for (const document of documentsOf(activity))
          expect(parseEditableDocument(document).ok, `${activity.id}`).toBe(true);
      }
      expect(parseEditableDocument(training.summary.Content).ok).toBe(true);
      for (const url of imagesOf(training)) {
        expect(url.startsWith('/api/elearning/media/'), url).toBe(true);
        expect(existsSync(path.join(DEMO_MEDIA_DIR, path.basename(url))), url).toBe(true);
      }
    },
  );

  it.each(demoTrainings.map((t) => [t.name, t] as const))(
    "%s: a drag question sends the answers to 'de doos', the player's word for the box (spec 3)",
    (_name, training) => {
      const drags = allActivities(training).flatMap((activity) =>
        activity.kind === 'InfoSlideMultipleChoiceQuestion' && activity.shouldDragAnswer ? [activity] : [],
      );
      expect(drags.length).toBeGreaterThan(0);
      for (const activity of drags) {
        const words = `${activity.intro} ${activity.content}`;
        expect(words, `${activity.id}`).toContain('de doos');
        expect(words, `${activity.id}`).not.toMatch(/\bvak\b/);
      }
    },
  );

  it('uses every content id once and never the special activity id', () => {
    const ids = (pick: (t: (typeof demoTrainings)[number]) => number[]) => demoTrainings.flatMap(pick);
    const activityIds = ids((t) => allActivities(t).map((a) => a.id));
    const answerIds = ids((t) =>
      allActivities(t).flatMap((a) => ('answers' in a ? a.answers.map((x) => x.id) : [])),
    );
    const chapterIds = ids((t) => t.chapters.map((c) => c.id));
    const descriptorIds = ids((t) => t.descriptors.map((d) => d.id));
    for (const list of [activityIds, answerIds, chapterIds, descriptorIds])
      expect(new Set(list).size).toBe(list.length);
    expect(activityIds).not.toContain(SPECIAL_ACTIVITY_ID);
  });
});

describe.each(testBackends())('demo trainings served on $name', (backend) => {
  const suite = useTestApp(backend, { modules: [createElearningModule()] });

  it('loads on first start; each brand lists its trainings', async () => {
    for (const brand of brandIds) {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/elearning/GetCourses',
        headers: { 'x-brand': brand },
      });
      const courses = getCoursesResponseSchema.parse(response.json());
      expect(courses.map((c) => c.Id)).toEqual(
        demoTrainings.filter((t) => t.brands.includes(brand)).map((t) => t.id),
      );
    }
  });

  it('answers every activity and summary page of every training within the contracts', async () => {
    for (const training of demoTrainings) {
      const start = await suite.app.inject({
        method: 'POST',
        url: '/api/elearning/StartRun',
        payload: { CourseId: training.id },
      });
      const run = startRunResponseSchema.parse(start.json());
      const ids = run.Chapters.flatMap((c) => c.TeachingActivities.map((a) => a.TeachingActivity.Id));
      expect(ids).toEqual(allActivities(training).map((a) => a.id));
      for (const id of ids) {
        const response = await suite.app.inject({
          method: 'GET',
          url: `/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${id}`,
        });
        expect(response.statusCode, `${id}`).toBe(200);
        teachingActivityResponseSchema.parse(response.json());
      }
      const summary = await suite.app.inject({
        method: 'GET',
        url: `/api/elearning/Course/SummaryPage?courseId=${training.id}`,
        headers: { 'x-brand': 'alzheimer' },
      });
      const page = courseSummaryPageSchema.parse(summary.json());
      expect(page.CertificateAchievedBlock?.SpotlerForm).toEqual({
        ScriptId: 'demo-script-alzheimer',
        FormId: 'demo-form-algemeen',
      });
    }
  });
});
