import { randomUUID } from 'node:crypto';
import { getFollowedCoursesResponseSchema } from '@dementie/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasePerson } from '../../core/personal-data';
import { testBackends } from '../../test-support/backends';
import { personalDataRegistry } from '../personal-data';
import { getRunOutcome } from './index';
import { elRuns } from './schema';
import { useElearningSuite } from './test-suite';

describe.each(testBackends())('elearning on $name', (backend) => {
  const { suite, db, call, startRun, newLearner, mark, markOk, slideDone } = useElearningSuite(backend);

  describe('accounts', () => {
    it('joins a browser’s guest runs to the account on sign-in; my trainings shows them', async () => {
      const guest = await newLearner();
      await markOk(guest, 9004, [90041, 90042]);
      const userId = randomUUID();
      expect((await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json()).toEqual([]);

      const learnerId = guest.cookie.slice(0, guest.cookie.lastIndexOf('.'));
      await suite.server.runtime.context.events.emit('user.signedIn', { userId, learnerId });

      const followed = getFollowedCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json(),
      );
      expect(followed).toEqual([
        expect.objectContaining({ Progress: 1, Total: 5, Score: 3, MaxScore: 11, Imported: false }),
      ]);
      expect(followed[0]?.Course).toMatchObject({ Id: 900, Name: 'Testtraining' });

      // on another device the account resumes the same run
      const elsewhere = await startRun(900, { user: userId });
      expect(elsewhere.body).toMatchObject({ IsNewRun: false, RunId: guest.runId });
      // the next guest on this browser (signed out) no longer reaches the account's run
      expect((await mark(guest, 9002, [90021])).statusCode).toBe(403);
      const signedIn = await markOk({ user: userId }, 9002, [90021]);
      expect(signedIn).toMatchObject({ Points: 3, Progress: 40 });
    });

    it('a signed-in visitor resuming this browser’s guest run adopts it', async () => {
      const guest = await newLearner();
      await markOk(guest, 9002, [90022]);
      const userId = randomUUID();
      const resumed = await startRun(900, { cookie: guest.cookie, user: userId });
      expect(resumed.body).toMatchObject({ IsNewRun: false, RunId: guest.runId });
      const followed = getFollowedCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json(),
      );
      expect(followed.map((f) => [f.Course.Id, f.Score])).toEqual([[900, 1]]);
    });

    it('my trainings counts the done activities of the run: Progress of Total, Total when all are done', async () => {
      const userId = randomUUID();
      const user = { user: userId };
      const followed = async () => {
        const response = await call('GET', '/api/elearning/GetFollowedCourses', user);
        expect(response.statusCode).toBe(200);
        // the contract: Progress is a count from 0 to Total (followedCourseSchema)
        const parsed = getFollowedCoursesResponseSchema.parse(response.json());
        return parsed.map((f) => ({ id: f.Course.Id, progress: f.Progress, total: f.Total, score: f.Score }));
      };
      await startRun(900, user);
      expect(await followed()).toEqual([{ id: 900, progress: 0, total: 5, score: 0 }]);

      await slideDone(user, 9001);
      await markOk(user, 9002, [90021]);
      // 2 of the 5 activities done: a count, not 40 (per cent)
      expect(await followed()).toEqual([{ id: 900, progress: 2, total: 5, score: 4 }]);

      await markOk(user, 9003, [90031, 90032]);
      await markOk(user, 9004, [90041, 90042]);
      expect(await followed()).toEqual([{ id: 900, progress: 4, total: 5, score: 11 }]);
      await markOk(user, 9005, [90052]);
      expect(await followed()).toEqual([{ id: 900, progress: 5, total: 5, score: 11 }]);
    });

    it('answers 401 for my trainings without a signed-in user', async () => {
      const response = await call('GET', '/api/elearning/GetFollowedCourses');
      expect(response.statusCode).toBe(401);
    });

    it('a signed-in user starts runs of their own and sees them in my trainings', async () => {
      const userId = randomUUID();
      const first = await startRun(910, { user: userId });
      expect(first.body.IsNewRun).toBe(true);
      const followed = getFollowedCoursesResponseSchema.parse(
        (await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json(),
      );
      expect(followed.map((f) => [f.Course.Id, f.Progress, f.Score, f.MaxScore])).toEqual([[910, 0, 0, 2]]);
    });

    it('erasure keeps the runs for statistics without the user or learner link', async () => {
      const userId = randomUUID();
      const { body } = await startRun(900, { user: userId });
      await markOk({ user: userId }, 9002, [90021]);
      await erasePerson(db(), personalDataRegistry, { userId, addresses: [], addressKeys: [] }, new Date());
      expect((await call('GET', '/api/elearning/GetFollowedCourses', { user: userId })).json()).toEqual([]);
      const [run] = await db().select().from(elRuns).where(eq(elRuns.id, body.RunId));
      expect(run).toMatchObject({ userId: null, learnerId: null });
      expect(await getRunOutcome(db(), body.RunId)).toMatchObject({
        score: 3,
        userId: null,
        learnerId: null,
      });
    });

    it('getRunOutcome gives null for an unknown or malformed run id', async () => {
      expect(await getRunOutcome(db(), randomUUID())).toBeNull();
      expect(await getRunOutcome(db(), 'nope')).toBeNull();
    });
  });
});
