import { randomUUID } from 'node:crypto';
import { certificatePageResponseSchema, createCertificateResponseSchema } from '@dementie/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEARNER_COOKIE } from '../../core/identity';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createAuthModule } from '../auth';
import { fakeSiteRoot, lastLink, signUp, Visitor } from '../auth/test-helpers';
import type { RunOutcome } from '../elearning/run-outcome';
import { mailModule } from '../mail';
import { createCertificatesModule } from '.';
import { certificates } from './schema';

const CREATE = '/api/elearning/Certificate/CreateCertificate';
const page = (id: string) => `/api/elearning/Certificate/CertificatePage/${id}`;

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(testBackends())('certificates on $name', (backend) => {
  // The run outcomes the elearning module would give (its getRunOutcome signature).
  const runs = new Map<string, RunOutcome>();
  const created: string[] = [];
  const suite = useTestApp(backend, {
    modules: [
      createAuthModule({ altchaMaxNumber: 1000 }),
      mailModule,
      createCertificatesModule({ runOutcome: async (_db, runId) => runs.get(runId) ?? null }),
    ],
    prepare: (server) =>
      server.runtime.context.events.on('certificate.created', ({ certificateId }) => {
        created.push(certificateId);
      }),
    app: { site: { brand: 'dementievriendelijk', root: fakeSiteRoot() } },
  });

  /** A guest browser with a learner cookie, as the elearning module hands out. */
  function guest(): { visitor: Visitor; learnerId: string } {
    const learnerId = randomUUID();
    const visitor = new Visitor(suite.app);
    const signature = suite.server.runtime.context.identity.sign(learnerId).toString('base64url');
    visitor.cookies.set(LEARNER_COOKIE, `${learnerId}.${signature}`);
    return { visitor, learnerId };
  }

  function run(
    owner: { userId?: string | null; learnerId?: string | null },
    overrides: Partial<RunOutcome> = {},
  ): string {
    const runId = randomUUID();
    runs.set(runId, {
      runId,
      courseId: 900,
      courseName: 'Omgaan met dementie',
      userId: owner.userId ?? null,
      learnerId: owner.learnerId ?? null,
      score: 18,
      maxScore: 23,
      minAcceptableScore: 18,
      completed: true,
      achieved: true,
      completedAt: new Date('2026-03-05T12:00:00Z'),
      ...overrides,
    });
    return runId;
  }

  it('makes one certificate per achieved run of this visitor, with a random id', async () => {
    const { visitor, learnerId } = guest();
    const runId = run({ learnerId });
    const first = await visitor.post(CREATE, { personName: '  Anna  de   Vries ', runId }, { csrf: false });
    expect(first.statusCode).toBe(200);
    const { CertificateId } = createCertificateResponseSchema.parse(first.json());
    expect(CertificateId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const second = await visitor.post(CREATE, { personName: 'Iemand Anders', runId });
    expect(second.json()).toEqual({ CertificateId });
    expect(created.filter((id) => id === CertificateId)).toHaveLength(1);
    const [row] = await suite.db.select().from(certificates).where(eq(certificates.id, CertificateId));
    expect(row).toMatchObject({
      personName: 'Anna de Vries',
      score: 18,
      maxScore: 23,
      brand: 'dementievriendelijk',
    });
  });

  it('refuses runs of others, unknown, unfinished and not achieved runs, profanity and cross-site calls', async () => {
    const { visitor, learnerId } = guest();
    const someoneElse = guest();
    const status = async (body: object, headers: Record<string, string> = {}) =>
      (await visitor.post(CREATE, body, { headers })).statusCode;
    expect(await status({ personName: 'Anna', runId: run({ learnerId: someoneElse.learnerId }) })).toBe(404);
    expect(await status({ personName: 'Anna', runId: run({ userId: randomUUID() }) })).toBe(404);
    expect(await status({ personName: 'Anna', runId: randomUUID() })).toBe(404);
    expect(
      await status({
        personName: 'Anna',
        runId: run({ learnerId }, { completed: false, completedAt: null }),
      }),
    ).toBe(409);
    expect(
      await status({ personName: 'Anna', runId: run({ learnerId }, { score: 10, achieved: false }) }),
    ).toBe(409);
    expect(await status({ personName: 'Anna Kut', runId: run({ learnerId }) })).toBe(422);
    expect(await status({ personName: 'Cassandra Assen', runId: run({ learnerId }) })).toBe(200);
    // The project word list (decision 0015): disease-based swear words and their compounds, also disguised.
    for (const personName of ['Kees Kankerlijer', 'Anna T3r1nghoer', 'Tyfus', 'Jan van der Pokkenwijf']) {
      const refused = await visitor.post(CREATE, { personName, runId: run({ learnerId }) });
      expect(refused.statusCode, personName).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'profanity' });
    }
    expect(await status({ personName: 'Dick van de Wetering', runId: run({ learnerId }) })).toBe(200);
    expect(await status({ personName: 'Mieke Kleerekoper', runId: run({ learnerId }) })).toBe(200);
    expect(await status({ personName: '', runId: run({ learnerId }) })).toBe(400);
    expect(await status({ personName: 'Anna', runId: 'geen-uuid' })).toBe(400);
    expect(
      await status({ personName: 'Anna', runId: run({ learnerId }) }, { 'sec-fetch-site': 'cross-site' }),
    ).toBe(403);
  });

  it('answers the certificate page, flagged as their own only for the signed-in owner', async () => {
    const email = `eigenaar.${Date.now()}@voorbeeld.nl`;
    const owner = await signUp(suite.app, suite.db, email);
    const userId = (await owner.post('/api/v1/authentication/IsSessionValid')).json().user.Id as string;
    const runId = run({ userId });
    const id = (await owner.post(CREATE, { personName: 'Jan Jansen', runId })).json().CertificateId as string;

    const mine = certificatePageResponseSchema.parse((await owner.request('GET', page(id))).json());
    expect(mine).toMatchObject({
      CertificateContent: {
        Id: id,
        Name: 'Jan Jansen',
        CourseName: 'Omgaan met dementie',
        AchievedScore: 18,
        TotalScore: 23,
        DateCompleted: '2026-03-05T12:00:00.000Z',
        ImageLink: `/api/elearning/Certificate/Image/${id}.png`,
      },
      CourseId: 900,
      CertificateAchievedByLoggedInUser: true,
      ShowImageAndCertificate: true,
    });
    expect(mine.PageBlock.Title).toBe('Certificaat voor de training Omgaan met dementie');
    expect(mine.LinkBlock?.Items.map((item) => item.Link)).toEqual(['/trainingen', '/ervaringen', '/nieuws']);

    const stranger = guest().visitor;
    expect((await stranger.request('GET', page(id))).json().CertificateAchievedByLoggedInUser).toBe(false);
    const other = await signUp(suite.app, suite.db, `ander.${Date.now()}@voorbeeld.nl`);
    expect((await other.request('GET', page(id))).json().CertificateAchievedByLoggedInUser).toBe(false);
    expect((await stranger.request('GET', page(randomUUID()))).statusCode).toBe(404);
  });

  it('gives a guest certificate to the account the guest signs in with', async () => {
    const { visitor, learnerId } = guest();
    const id = (await visitor.post(CREATE, { personName: 'Els Gast', runId: run({ learnerId }) })).json()
      .CertificateId as string;
    await visitor.open();
    const email = `gast.${Date.now()}@voorbeeld.nl`;
    const { loginBody } = await import('../auth/test-helpers');
    expect(
      (await visitor.post('/api/v1/authentication/login', await loginBody(suite.app, email))).json().status,
    ).toBe('success');
    expect((await visitor.request('GET', page(id))).json().CertificateAchievedByLoggedInUser).toBe(true);
  });

  it('draws the certificate and a 1200x630 share image, cached, and without the name after erasure', async () => {
    const email = `beeld.${Date.now()}@voorbeeld.nl`;
    const owner = await signUp(suite.app, suite.db, email);
    const userId = (await owner.post('/api/v1/authentication/IsSessionValid')).json().user.Id as string;
    const id = (await owner.post(CREATE, { personName: 'Łukasz Ayşe', runId: run({ userId }) })).json()
      .CertificateId as string;

    const image = await suite.app.inject({
      method: 'GET',
      url: `/api/elearning/Certificate/Image/${id}.png`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.rawPayload)).toEqual({ width: 1600, height: 1131 });
    // Decision 0014: a readable download name, not '{uuid}.png'; inline, so the page still shows it.
    expect(image.headers['content-disposition']).toBe(
      'inline; filename="certificaat-omgaan-met-dementie-lukasz-ayse.png"',
    );
    const share = await suite.app.inject({
      method: 'GET',
      url: `/api/elearning/Certificate/ShareImage/${id}.png`,
    });
    expect(pngSize(share.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(image.headers.etag);
    const again = await suite.app.inject({
      method: 'GET',
      url: `/api/elearning/Certificate/Image/${id}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await suite.app.inject({ method: 'GET', url: `/api/elearning/Certificate/Image/${randomUUID()}.png` }))
        .statusCode,
    ).toBe(404);

    // Erase the account through its link.
    await owner.post('/api/v1/authentication/anonymize-account');
    const { params } = await lastLink(suite.db, email);
    const erased = await owner.post('/api/v1/authentication/anonymize-user-from-magiclink', {
      activationToken: params.activationToken,
      userId,
    });
    expect(erased.json().status).toBe('success');
    const [row] = await suite.db.select().from(certificates).where(eq(certificates.id, id));
    expect(row?.personName).toBeNull();
    expect((await suite.app.inject({ method: 'GET', url: page(id) })).json().CertificateContent.Name).toBe(
      '',
    );
    const redrawn = await suite.app.inject({
      method: 'GET',
      url: `/api/elearning/Certificate/Image/${id}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);
    expect(redrawn.rawPayload.equals(image.rawPayload)).toBe(false);
    expect(redrawn.headers['content-disposition']).toBe(
      'inline; filename="certificaat-omgaan-met-dementie.png"',
    );
    expect(pngSize(redrawn.rawPayload)).toEqual({ width: 1600, height: 1131 });
  });
});
