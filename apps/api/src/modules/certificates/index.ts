import { createHash, randomUUID } from 'node:crypto';
import { certificateParamsSchema } from '@dementie/api-client';
import { DEFAULT_BRAND_ID } from '@dementie/brands';
import {
  type BrandId,
  certificateFileName,
  containsProfanity,
  createTranslator,
  isBrandId,
} from '@dementie/i18n-catalogues';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute, refusalSchema } from '../../core/contract-route';
import { LruCache } from '../../core/lru-cache';
import type { ApiModule, ModuleContext } from '../../core/module';
import type { Database } from '../../db/client';
import { getRunOutcome, ownsRun, type RunOutcome } from '../elearning/run-outcome';
import { type CertificateImageKind, renderCertificateImage } from './image';
import { certificates } from './schema';

export { CERTIFICATE_IMAGE_SIZE, renderCertificateImage } from './image';

/** Where run outcomes come from: the elearning module by default; tests may pass their own. */
export type RunOutcomeSource = (db: Database, runId: string) => Promise<RunOutcome | null>;

/** Options of the certificates module. */
export interface CertificatesModuleOptions {
  runOutcome?: RunOutcomeSource;
  /** How many rendered images stay in memory (default 200). */
  imageCacheSize?: number;
}

/** The image path of a certificate (the `ImageLink`, project choice in api-client). */
export function certificateImagePath(id: string, kind: CertificateImageKind = 'certificate'): string {
  return `/api/elearning/Certificate/${kind === 'share' ? 'ShareImage' : 'Image'}/${id}.png`;
}

/**
 * The certificates module (spec 1 §3, §7; decision 0014): CreateCertificate for this visitor's
 * completed and achieved run, the certificate page answer, and the server-drawn images.
 */
export function createCertificatesModule(options: CertificatesModuleOptions = {}): ApiModule {
  const runOutcome = options.runOutcome ?? getRunOutcome;
  return {
    name: 'certificates',
    create: (context: ModuleContext) => {
      const { db } = context.database;
      // The key holds the certificate's image version, so an erased certificate's image is never hit.
      const cache = new LruCache<Buffer>({ maxEntries: options.imageCacheSize ?? 200 });

      // A guest who earned a certificate and then signs in owns it from then on (spec 1 §7:
      // CreateCertificate comes before the login call).
      context.events.on('user.signedIn', async ({ userId, learnerId }) => {
        if (!learnerId) return;
        await db
          .update(certificates)
          .set({ userId })
          .where(and(eq(certificates.learnerId, learnerId), isNull(certificates.userId)));
      });
      // Erasure (decision 0011): the registry of personal data has emptied the name and raised the image
      // version; the images drawn with the name leave memory at once, in every process (decision 0064;
      // erasure is rare: drop them all).
      context.changes.on('erasure', () => cache.clear());

      async function routes(scope: FastifyInstance) {
        contractRoute(
          scope,
          'createCertificate',
          async (request, reply) => {
            // No anti-forgery header on certificate calls (spec 1 §7): another site's request is refused
            // by the rule every state-changing call meets (core/state-change-guard.ts).
            const { runId } = request.body;
            const personName = request.body.personName.replace(/\s+/g, ' ').trim();
            const user = await context.identity.user(request);
            const visitor = { userId: user?.id ?? null, learnerId: context.identity.learnerId(request) };
            const outcome = await runOutcome(db, runId);
            // Someone else's run is as unknown as a run that does not exist.
            if (!outcome || !ownsRun(outcome, visitor)) {
              return reply.code(404).send({ error: 'not found', reason: 'no such run for this visitor' });
            }
            if (!outcome.completed || !outcome.achieved) {
              return reply
                .code(409)
                .send({ error: 'conflict', reason: 'the run has not earned a certificate' });
            }
            const [existing] = await db
              .select({ id: certificates.id })
              .from(certificates)
              .where(eq(certificates.runId, runId));
            if (existing) return { CertificateId: existing.id };
            // spec 1 §5: checked on the form, and here again, since the name ends up in an image.
            if (containsProfanity(personName)) {
              return reply
                .code(422)
                .send({ error: 'profanity', reason: 'the name holds a word we do not print' });
            }
            const now = context.clock.now();
            const inserted = await db
              .insert(certificates)
              .values({
                id: randomUUID(),
                runId,
                userId: outcome.userId,
                learnerId: outcome.learnerId,
                personName,
                courseId: outcome.courseId,
                courseName: outcome.courseName,
                score: outcome.score,
                maxScore: outcome.maxScore,
                completedAt: outcome.completedAt ?? now,
                brand: request.brand,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing({ target: certificates.runId })
              .returning({ id: certificates.id });
            const created = inserted[0];
            if (!created) {
              // Two calls raced: the other one made it.
              const [winner] = await db
                .select({ id: certificates.id })
                .from(certificates)
                .where(eq(certificates.runId, runId));
              if (!winner) throw new Error('certificate vanished');
              return { CertificateId: winner.id };
            }
            await context.events.emit('certificate.created', { certificateId: created.id, runId });
            return { CertificateId: created.id };
          },
          {
            otherAnswers: { 403: refusalSchema, 404: refusalSchema, 409: refusalSchema, 422: refusalSchema },
          },
        );

        contractRoute(
          scope,
          'certificatePage',
          async (request, reply) => {
            const [row] = await db.select().from(certificates).where(eq(certificates.id, request.params.id));
            if (!row) return reply.code(404).send({ error: 'not found', reason: 'no such certificate' });
            const user = await context.identity.user(request);
            const t = createTranslator(request.brand);
            // Depends on the cookie: never cached by a shared cache.
            reply.header('cache-control', 'private, no-store');
            return {
              PageBlock: {
                Title: t('certificate.page.title', { training: row.courseName }),
                Description: t('certificate.page.description'),
                Image: null,
              },
              CertificateContent: {
                Id: row.id,
                Name: row.personName ?? '',
                CourseName: row.courseName,
                AchievedScore: row.score,
                TotalScore: row.maxScore,
                DateCompleted: row.completedAt.toISOString(),
                ImageLink: certificateImagePath(row.id),
              },
              LinkBlock: {
                Items: [
                  {
                    Title: t('certificate.links.trainings.title'),
                    Intro: t('certificate.links.trainings.intro'),
                    Link: '/trainingen',
                  },
                  {
                    Title: t('certificate.links.stories.title'),
                    Intro: t('certificate.links.stories.intro'),
                    Link: '/ervaringen',
                  },
                  {
                    Title: t('certificate.links.news.title'),
                    Intro: t('certificate.links.news.intro'),
                    Link: '/nieuws',
                  },
                ],
              },
              CourseId: row.courseId,
              CertificateAchievedByLoggedInUser: user !== null && row.userId === user.id,
              ShowImageAndCertificate: true,
            };
          },
          { otherAnswers: { 404: refusalSchema } },
        );

        const image =
          (kind: CertificateImageKind) => async (request: FastifyRequest, reply: FastifyReply) => {
            const parsed = certificateParamsSchema.safeParse(request.params);
            if (!parsed.success)
              return reply.code(404).send({ error: 'not found', reason: 'no such certificate' });
            const [row] = await db.select().from(certificates).where(eq(certificates.id, parsed.data.id));
            if (!row) return reply.code(404).send({ error: 'not found', reason: 'no such certificate' });
            const key = `${row.id}:${kind}:${row.imageVersion}`;
            const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
            // Revalidated on every use, so an erased name disappears from browsers at once too.
            reply.header('cache-control', 'public, no-cache').header('etag', etag);
            if (request.headers['if-none-match'] === etag) return reply.code(304).send();
            const brand = (isBrandId(row.brand) ? row.brand : DEFAULT_BRAND_ID) as BrandId;
            if (kind === 'certificate') {
              // Decision 0014: saved as 'certificaat-<training>-<naam>.png', not '{uuid}.png'. Inline, so the
              // image still shows in the page; the name holds only a-z, 0-9 and hyphens.
              const fileName = certificateFileName(
                { trainingName: row.courseName, personName: row.personName ?? '' },
                createTranslator(brand),
              );
              reply.header('content-disposition', `inline; filename="${fileName}"`);
            }
            let png = cache.get(key);
            if (!png) {
              png = await renderCertificateImage(
                {
                  personName: row.personName ?? '',
                  courseName: row.courseName,
                  score: row.score,
                  maxScore: row.maxScore,
                  completedAt: row.completedAt,
                  brand,
                },
                kind,
              );
              cache.set(key, png);
            }
            return reply.header('content-type', 'image/png').send(png);
          };
        // An image address with a malformed id names no certificate: 404, as for an unknown one
        // (the handler checks the id itself), not the 400 of a request check.
        const imageOptions = { uncheckedParams: true } as const;
        contractRoute(scope, 'certificateImage', image('certificate'), imageOptions);
        contractRoute(scope, 'certificateShareImage', image('share'), imageOptions);
      }

      return { routes };
    },
  };
}

/** The certificates module as the server runs it. */
export const certificatesModule: ApiModule = createCertificatesModule();
