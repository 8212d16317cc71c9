// The set-up the elearning tests share (elearning-*.test.ts): one app per backend with the test
// trainings, and the calls a learner makes. Not part of the module.
import { markAssignmentResponseSchema, startRunResponseSchema } from '@dementie/api-client';
import { expect } from 'vitest';
import type { Backend } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { capture } from '../cms/testing';
import { createElearningModule } from './index';
import { fakeAuthModule, otherCourse, TEST_USER_HEADER, testCourse } from './test-fixtures';

export interface Learner {
  cookie: string;
  runId: string;
}

/** The elearning module's app on one backend; call it once inside a `describe.each(testBackends())`. */
export function useElearningSuite(backend: Backend) {
  const elearning = capture({
    name: 'elearning',
    create: async (context) =>
      createElearningModule({ trainings: [testCourse, otherCourse] }).create(context),
  });
  const suite = useTestApp(backend, { modules: [fakeAuthModule, elearning.module] });

  const db = () => suite.db;

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; cookie?: string; user?: string; brand?: string } = {},
  ) {
    return suite.app.inject({
      method,
      url,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      cookies: options.cookie ? { dm_learner: options.cookie } : {},
      headers: {
        ...(options.user ? { [TEST_USER_HEADER]: options.user } : {}),
        ...(options.brand ? { 'x-brand': options.brand } : {}),
      },
    });
  }

  async function startRun(
    courseId: number,
    { restart, ...who }: { cookie?: string; user?: string; restart?: boolean } = {},
  ) {
    const payload = restart ? { CourseId: courseId, Restart: true } : { CourseId: courseId };
    const response = await call('POST', '/api/elearning/StartRun', { body: payload, ...who });
    expect(response.statusCode).toBe(200);
    const body = startRunResponseSchema.parse(response.json());
    const cookie = response.cookies.find((c) => c.name === 'dm_learner')?.value ?? who.cookie ?? '';
    return { body, cookie };
  }

  async function newLearner(courseId = 900): Promise<Learner> {
    const { body, cookie } = await startRun(courseId);
    return { cookie, runId: body.RunId };
  }

  async function mark(
    learner: { cookie?: string; user?: string },
    activityId: number,
    answerIds: number[],
    courseId = 900,
  ) {
    return call('POST', '/api/elearning/MarkAssignment', {
      body: { CourseId: courseId, AssignmentId: activityId, AnswerIds: answerIds },
      ...learner,
    });
  }

  async function markOk(
    learner: { cookie?: string; user?: string },
    activityId: number,
    answerIds: number[],
  ) {
    const response = await mark(learner, activityId, answerIds);
    expect(response.statusCode, response.body).toBe(200);
    return markAssignmentResponseSchema.parse(response.json());
  }

  async function slideDone(learner: { cookie?: string; user?: string }, activityId: number) {
    const response = await call('POST', '/api/elearning/MarkInfoSlideDone', {
      body: { CourseId: 900, TeachingActivityId: activityId, AnswerIds: [] },
      ...learner,
    });
    expect(response.statusCode, response.body).toBe(200);
    return markAssignmentResponseSchema.parse(response.json());
  }

  /**
   * Works through every learning activity of the test course, the click question 9002 answered with
   * `click` (90021 is worth 3, 90022 1), the others fully right; gives the last mark.
   */
  async function workThrough(learner: Learner, click: number) {
    await slideDone(learner, 9001);
    await markOk(learner, 9002, [click]);
    await markOk(learner, 9003, [90031, 90032]);
    await markOk(learner, 9004, [90042]);
    return markOk(learner, 9005, [90052]);
  }
  return { elearning, suite, db, call, startRun, newLearner, mark, markOk, slideDone, workThrough };
}
