import {
  type AnswerWire,
  type ApiCallName,
  EMPTY_UUID,
  type TeachingActivityKind,
} from '@dementie/api-client';
import { arrayContains, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContractHandler, contractRoute, refusalSchema } from '../../core/contract-route';
import type { ModuleContext } from '../../core/module';
// Read only, for my trainings: the certificates module owns the table (it reads runs from here).
import { certificates } from '../certificates/schema';
import type { ActivityContentCache, CourseStructureCache } from './course-structure';
import {
  createRun,
  findVisitorRun,
  joinGuestRuns,
  ownedBy,
  resultsOfRuns,
  runResults,
  runTotals,
  storeMark,
  type Visitor,
  visitorActivityPoints,
  visitorRuns,
} from './runs';
import { elActivities, elAnswers, elCourses, elRuns } from './schema';
import { checkChoice, isQuestion, scoreChoice } from './scoring';
import { activityContentWire, answerWire, courseResultWire, courseWire, runWire, summaryWire } from './wire';

/** Every error answer of this module: a short label and a reason a developer can act on. */
const problems = { 400: refusalSchema, 401: refusalSchema, 403: refusalSchema, 404: refusalSchema };
type Problems = { readonly otherAnswers: typeof problems };

const labels: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
};

function fail(reply: FastifyReply, status: 400 | 401 | 403 | 404, reason: string) {
  return reply.code(status).send({ error: labels[status] ?? 'error', reason });
}

/** Names and content types of the media files a training may use. */
export interface MediaFile {
  readonly body: Buffer;
  readonly contentType: string;
}

export interface RouteDeps {
  readonly context: ModuleContext;
  readonly structures: CourseStructureCache;
  readonly contents: ActivityContentCache;
  readonly media: ReadonlyMap<string, MediaFile>;
}

/** The URL prefix under which training images are served. */
export const MEDIA_PREFIX = '/api/elearning/media/';

const ANSWER_KIND_OF = {
  FlipCardAnswer: { kind: 'FlipCardMultipleChoiceQuestion', label: 'flip-card question' },
  InfoSlideAnswer: { kind: 'InfoSlideMultipleChoiceQuestion', label: 'info-slide question' },
  StatementAnswer: { kind: 'MultipleChoiceStatement', label: 'statement' },
} as const satisfies Record<AnswerWire['Kind'], { kind: TeachingActivityKind; label: string }>;

/** The learning routes (spec 3 §7, spec 2 §7 courses) and the training media. */
export function elearningRoutes(root: FastifyInstance, deps: RouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { context, structures, contents, media } = deps;
  const { db } = context.database;
  const { identity, clock } = context;

  /** Registers call `name`; every learning route answers its refusals with the same schemas. */
  function route<N extends ApiCallName>(name: N, handler: ContractHandler<N, Problems>): void {
    contractRoute(root, name, handler, { otherAnswers: problems });
  }

  async function visitorOf(request: FastifyRequest): Promise<Visitor> {
    const user = await identity.user(request);
    return { userId: user?.id ?? null, learnerId: identity.learnerId(request) };
  }

  // ------------------------------------------------------------------ courses (spec 2 §7)

  contractRoute(root, 'getCourses', async (request) => {
    const rows = await db
      .select()
      .from(elCourses)
      .where(arrayContains(elCourses.brands, [request.brand]))
      .orderBy(asc(elCourses.itemOrderNumber), asc(elCourses.id));
    return rows.map(courseWire);
  });

  route('getFollowedCourses', async (request, reply) => {
    const user = await identity.user(request);
    // spec 1 §2: my trainings is for signed-in users only.
    if (!user) return fail(reply, 401, 'sign in to see your trainings');
    const runs = await db
      .select()
      .from(elRuns)
      .where(eq(elRuns.userId, user.id))
      .orderBy(desc(elRuns.updatedAt), desc(elRuns.startedAt));
    // One entry per course: its most recently active run.
    const latest = new Map<number, (typeof runs)[number]>();
    for (const run of runs) if (!latest.has(run.courseId)) latest.set(run.courseId, run);
    const results = await resultsOfRuns(
      db,
      [...latest.values()].map((run) => run.id),
    );
    // A certificate once earned stays on my trainings, whatever run is the latest (a second attempt
    // starts a new run): the newest of the account's certificates per course (followedCourseSchema).
    const earned = new Map<number, string>();
    const owned = await db
      .select({ id: certificates.id, courseId: certificates.courseId })
      .from(certificates)
      .where(eq(certificates.userId, user.id))
      .orderBy(desc(certificates.completedAt));
    for (const certificate of owned) {
      if (!earned.has(certificate.courseId)) earned.set(certificate.courseId, certificate.id);
    }
    const followed = [];
    for (const run of latest.values()) {
      const structure = await structures.get(run.courseId);
      if (!structure) continue;
      const totals = runTotals(structure, results.get(run.id) ?? []);
      followed.push({
        Course: courseWire(structure.course),
        // Project choice, documented on followedCourseSchema: Progress is the NUMBER of learning
        // activities (info slides and questions) done in the latest run, Total how many the course
        // has; the screen reads them as 'x van y onderdelen gedaan' (not a percentage).
        Progress: totals.done,
        Total: totals.total,
        Score: totals.score,
        MaxScore: structure.maxScore,
        Imported: false,
        CertificateId: earned.get(run.courseId) ?? null,
      });
    }
    return followed;
  });

  // ------------------------------------------------------------------ runs (spec 3 §7, project choice)

  route('startRun', async (request, reply) => {
    const structure = await structures.get(request.body.CourseId);
    if (!structure) return fail(reply, 404, `no course with id ${request.body.CourseId}`);
    // The editor's view (admin mode, spec 3 §6; see startRunRequestSchema): the outline with every
    // activity NotDone, and no run made, resumed or reopened, no learner cookie set.
    if (request.body.Preview === true) {
      return runWire(structure, { id: EMPTY_UUID, isNew: false }, new Map(), runTotals(structure, []));
    }
    const user = await identity.user(request);
    const visitor: Visitor = {
      userId: user?.id ?? null,
      learnerId: identity.ensureLearnerId(request, reply),
    };
    // A signed-in visitor adopts this browser's guest runs, as at sign-in ('user.signedIn'), so a
    // resumed guest run counts for 'my trainings' even when it began after that event.
    if (visitor.userId && visitor.learnerId) await joinGuestRuns(db, visitor.userId, visitor.learnerId);
    let run = await findVisitorRun(db, structure.course.id, visitor);
    let isNew = false;
    // A finished run stays finished: opening the course again reopens it (its summary and
    // certificate form, decision 0026). Only the explicit second attempt ('Training opnieuw doen',
    // Restart) starts a new run after it; an unfinished run is always resumed, so a repeated
    // restart call never makes a second new run (project choice, see startRunRequestSchema).
    if (!run || (run.completedAt && request.body.Restart === true)) {
      run = await createRun(db, structure.course.id, visitor, clock.now());
      isNew = true;
    }
    const results = isNew ? [] : await runResults(db, run.id);
    const byActivity = new Map(results.map((row) => [row.activityId, row]));
    return runWire(structure, { id: run.id, isNew }, byActivity, runTotals(structure, results));
  });

  // ------------------------------------------------------------------ content (spec 3 §7)

  route('teachingActivityWithContent', async (request, reply) => {
    const id = request.query.teachingActivityId;
    const content = await contents.get(id);
    if (!content) return fail(reply, 404, `no teaching activity with id ${id}`);
    const { activity, answers } = content;
    const [structure, visitor] = await Promise.all([structures.get(activity.courseId), visitorOf(request)]);
    // The learner's points for this activity in their current run (0 when not marked yet).
    const score = await visitorActivityPoints(db, activity.courseId, id, visitor);
    const descriptorName =
      structure?.descriptors.find((descriptor) => descriptor.id === activity.descriptorId)?.title ?? null;
    return {
      TeachingActivity: activityContentWire(activity, answers, descriptorName, score),
      DescriptorName: descriptorName,
      Score: score,
      MaxScore: structure?.activities.get(id)?.maxScore ?? 0,
    };
  });

  async function answersOf<K extends AnswerWire['Kind']>(reply: FastifyReply, id: number, which: K) {
    const content = await contents.get(id);
    const { kind, label } = ANSWER_KIND_OF[which];
    if (!content) return fail(reply, 404, `no ${label} with id ${id}`);
    if (content.activity.kind !== kind) {
      return fail(reply, 400, `activity ${id} is a ${content.activity.kind}, not a ${label}`);
    }
    return content.answers
      .map(answerWire)
      .filter((answer): answer is Extract<AnswerWire, { Kind: K }> => answer.Kind === which);
  }

  route('flipCardAnswers', async (request, reply) =>
    answersOf(reply, request.body.FlipCardMultipleChoiceQuestionId, 'FlipCardAnswer'),
  );

  route('infoSlideAnswers', async (request, reply) =>
    answersOf(reply, request.body.InfoSlideMultipleChoiceQuestionId, 'InfoSlideAnswer'),
  );

  route(
    'statementAnswers',
    // spec 3 §7: statement answers come sorted by ItemOrderNumber.
    async (request, reply) => answersOf(reply, request.body.StatementQuestionId, 'StatementAnswer'),
  );

  // ------------------------------------------------------------------ marking (spec 3 §4-§5)

  /**
   * Marks one activity of this visitor's run, authoritative on the server. Unknown course,
   * activity or answer: 404; an activity of another course or answers of another activity: 400;
   * no identity: 401; no run of this course for this visitor: 403; a second mark: the stored result.
   */
  async function mark(
    request: FastifyRequest,
    reply: FastifyReply,
    courseId: number,
    activityId: number,
    answerIds: readonly number[],
  ) {
    const structure = await structures.get(courseId);
    if (!structure) return fail(reply, 404, `no course with id ${courseId}`);
    const activity = structure.activities.get(activityId);
    if (!activity) {
      const [elsewhere] = await db
        .select({ courseId: elActivities.courseId })
        .from(elActivities)
        .where(eq(elActivities.id, activityId));
      if (!elsewhere) return fail(reply, 404, `no teaching activity with id ${activityId}`);
      return fail(reply, 400, `activity ${activityId} is not part of course ${courseId}`);
    }
    const own = new Set(activity.answers.map((answer) => answer.id));
    const foreign = answerIds.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      const known = await db
        .select({ id: elAnswers.id })
        .from(elAnswers)
        .where(inArray(elAnswers.id, foreign));
      const knownIds = new Set(known.map((row) => row.id));
      const unknown = foreign.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) return fail(reply, 404, `no answer with id ${unknown.join(', ')}`);
      return fail(reply, 400, `answer ${foreign.join(', ')} does not belong to activity ${activityId}`);
    }

    const visitor = await visitorOf(request);
    if (!ownedBy(visitor))
      return fail(reply, 401, 'no learner cookie and not signed in: start the run first');
    const run = await findVisitorRun(db, courseId, visitor);
    if (!run) return fail(reply, 403, `this visitor has no run of course ${courseId}`);

    // A Done activity keeps its stored result, whatever is sent now (spec 3 §4: answers locked).
    const problem = checkChoice(activity, answerIds);
    const scored = scoreChoice(activity, problem ? [] : answerIds);
    const stored = await storeMark(
      db,
      structure,
      run.id,
      { activityId, answerIds, points: scored.points, maxPoints: scored.maxPoints, outcome: scored.outcome },
      clock.now(),
      // Only a valid choice may be written; an invalid one is checked against the stored row below.
      problem === null,
    );
    if (!stored) return fail(reply, 400, problem?.reason ?? 'invalid choice');
    return {
      MinAcceptableScore: structure.course.minAcceptableScore,
      Points: stored.points,
      Outcome: stored.outcome,
      Progress: stored.progress,
    };
  }

  route('markAssignment', async (request, reply) =>
    mark(request, reply, request.body.CourseId, request.body.AssignmentId, request.body.AnswerIds),
  );

  route('markInfoSlideDone', async (request, reply) => {
    const { CourseId, TeachingActivityId, AnswerIds } = request.body;
    const structure = await structures.get(CourseId);
    const activity = structure?.activities.get(TeachingActivityId);
    if (activity && isQuestion(activity.kind) && activity.kind !== 'InfoSlideMultipleChoiceQuestion') {
      return fail(reply, 400, `activity ${TeachingActivityId} is a ${activity.kind}: use MarkAssignment`);
    }
    return mark(request, reply, CourseId, TeachingActivityId, AnswerIds);
  });

  // ------------------------------------------------------------------ summary and result (spec 3 §7)

  route('summaryPage', async (request, reply) => {
    const [course] = await db.select().from(elCourses).where(eq(elCourses.id, request.query.courseId));
    if (!course) return fail(reply, 404, `no course with id ${request.query.courseId}`);
    return summaryWire(course, request.brand);
  });

  route('completeCourse', async (request, reply) => {
    const structure = await structures.get(request.params.courseId);
    if (!structure) return fail(reply, 404, `no course with id ${request.params.courseId}`);
    const visitor = await visitorOf(request);
    if (!ownedBy(visitor)) return fail(reply, 401, 'no learner cookie and not signed in');
    const runs = await visitorRuns(db, structure.course.id, visitor);
    // Project choice: the result is the most recently finished run's; while none is finished,
    // the current run's. Runs counts every run of this visitor for the course.
    const chosen =
      [...runs]
        .filter((run) => run.completedAt)
        .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))[0] ?? runs[0];
    const results = chosen ? await runResults(db, chosen.id) : [];
    const totals = runTotals(structure, results);
    return courseResultWire(structure, runs.length, results, totals.score);
  });

  // ------------------------------------------------------------------ media (demo images made by us)

  app.get(
    `${MEDIA_PREFIX}:file`,
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$/) }) } },
    async (request, reply) => {
      const file = media.get(request.params.file);
      if (!file) return fail(reply, 404, `no training image ${request.params.file}`);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(file.body);
    },
  );
}
