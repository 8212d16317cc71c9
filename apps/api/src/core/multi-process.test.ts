import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serializeEditableDocument } from '@dementie/api-client';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTrainings } from '../../content/trainings';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { countRows } from '../db/count';
import { LINK_MAILS_PER_ADDRESS } from '../modules/auth';
import { setEditorRole } from '../modules/auth/editor';
import { freshEmail, lastLink, loginFields } from '../modules/auth/test-helpers';
import { elActivities, elCourses } from '../modules/elearning/schema';
import { mailOutbox } from '../modules/mail/schema';
import {
  HttpVisitor,
  type ServerProcess,
  solveAltchaAt,
  startServerProcess,
} from '../test-support/server-process';
import { LoopbackSmtp } from '../test-support/smtp';
import { eventually } from '../test-support/wait';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const builtSite = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dementie/dist/index.html',
);

/** A visitor asks `server` for a login link for `email`, after opening a page as a browser does. */
async function requestLink(server: ServerProcess, email: string, visitor = new HttpVisitor()) {
  await visitor.open(server.site);
  return visitor.call(
    `${server.site}/api/v1/authentication/login`,
    'POST',
    loginFields(email, await solveAltchaAt(server.site)),
  );
}

// Decision 0064: N copies of the server behind a load balancer on one PostgreSQL database. Two real
// server processes, started as `npm start` starts one, share one fresh schema; the test is a visitor
// whose requests land now on one, now on the other. PGlite has one process per data folder, so this
// needs the machine's PostgreSQL (TEST_DATABASE_URL, set by .ci/run).
// Each test solves several bot checks over HTTP against two busy processes (the outbox test fourteen,
// then waits up to 60 s for the mail): on a slow 2-core machine that passes the suite's default 30 s.
describe.skipIf(!url)(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  { timeout: 180_000 },
  () => {
    const schema = `test_procs_${randomBytes(5).toString('hex')}`;
    const smtp = new LoopbackSmtp();
    let one: ServerProcess;
    let two: ServerProcess;
    let database: DatabaseHandle;

    beforeAll(async () => {
      if (!existsSync(builtSite))
        throw new Error(`the sites are not built (${builtSite}): run pnpm build first`);
      await smtp.start();
      const env = {
        DATABASE_URL: url ?? '',
        DATABASE_SCHEMA: schema,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // Behind a load balancer: each visitor counts under its own address (X-Forwarded-For).
        TRUST_PROXY: 'true',
      };
      // Both start at the same moment on the empty database (decision 0060: the start-up lock).
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      for (const result of started) {
        if (result.status === 'rejected') {
          for (const other of started) if (other.status === 'fulfilled') await other.value.stop();
          throw result.reason;
        }
      }
      [one, two] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [
        ServerProcess,
        ServerProcess,
      ];
      database = await openDatabase({ databaseUrl: url, pgSchema: schema });
    }, 240_000);

    afterAll(async () => {
      await Promise.all([one?.stop(), two?.stop()]);
      await smtp.stop();
      if (database) {
        await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
        await database.close();
      }
    }, 60_000);

    it('both came up together on the empty database, and the demo trainings are there once', async () => {
      for (const server of [one, two]) {
        expect((await fetch(`${server.api}/api/health`)).status).toBe(200);
      }
      expect(await countRows(database.db, elCourses)).toBe(demoTrainings.length);
    });

    it('a link mailed by one is used on the other, and the session it opens holds on both', async () => {
      const email = freshEmail('twee-servers');
      const login = await requestLink(one, email);
      expect(login).toMatchObject({ status: 200, body: { status: 'success' } });
      const { params } = await lastLink(database.db, email);

      // The link opened in a browser whose requests go to the other process.
      const onTwo = new HttpVisitor();
      await onTwo.open(two.site);
      const activation = { activationToken: params.activationToken, email };
      const activate = await onTwo.call(`${two.site}/api/v1/authentication/activate`, 'POST', activation);
      expect(activate).toMatchObject({ status: 200, body: { status: 'success', user: { Email: email } } });
      for (const server of [two, one]) {
        const session = await onTwo.call(`${server.site}/api/v1/authentication/IsSessionValid`, 'POST', {});
        expect(session).toMatchObject({ status: 200, body: { status: 'success', user: { Email: email } } });
      }
      // Used once: the first process refuses it now too.
      const again = await onTwo.call(`${one.site}/api/v1/authentication/activate`, 'POST', activation);
      expect(again.body).toMatchObject({ status: 'error token not valid' });
    });

    it("an editor's save on one is served by the other at once, not after its cache's lifetime", async () => {
      const email = freshEmail('redacteur');
      const editor = new HttpVisitor();
      await requestLink(one, email, editor);
      const { params } = await lastLink(database.db, email);
      await editor.call(`${one.site}/api/v1/authentication/activate`, 'POST', {
        activationToken: params.activationToken,
        email,
      });
      expect(await setEditorRole(database.db, email, true)).toBe(true);

      const [activity] = await database.db
        .select({ id: elActivities.id })
        .from(elActivities)
        .where(eq(elActivities.kind, 'InfoSlide'))
        .limit(1);
      if (!activity) throw new Error('the demo trainings have no info slide');
      const activityUrl = `${two.site}/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${activity.id}`;
      const marker = `Nieuwe tip ${randomBytes(4).toString('hex')}`;
      // The other process reads the activity first, so it holds it in its cache (10 s lifetime).
      const before = await fetch(activityUrl);
      expect(before.status).toBe(200);
      expect(await before.text()).not.toContain(marker);

      const saved = await editor.call(`${one.site}/api/elearning/EditableDocument`, 'PUT', {
        TargetKind: 'TeachingActivity',
        TargetId: activity.id,
        Field: 'SlideContent',
        Content: serializeEditableDocument([{ Kind: 'Tip', Content: { description: marker } }]),
      });
      expect(saved.status).toBe(200);
      // The change reaches the other process over LISTEN/NOTIFY within milliseconds; 5 s is half the
      // cache's lifetime, so passing proves the cache was dropped rather than expired.
      await eventually('the other process serves the saved document', 5_000, async () =>
        (await (await fetch(activityUrl)).text()).includes(marker),
      );
    });

    it('sends each mail once while both drain the outbox, and counts the per-address limit over both', async () => {
      const emails = Array.from({ length: 8 }, (_, i) => freshEmail(`post${i}`));
      await Promise.all(
        emails.map(async (email, i) => {
          const login = await requestLink(i % 2 === 0 ? one : two, email);
          expect(login.body).toMatchObject({ status: 'success' });
        }),
      );
      const rows = () => database.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, emails));
      // Both workers poll every 5 s besides the kick after each commit.
      await eventually('every mail is sent', 60_000, async () =>
        (await rows()).every((row) => row.status === 'sent'),
      );
      for (const row of await rows()) expect(row.attempts, `claims of the mail to ${row.recipient}`).toBe(1);
      for (const email of emails) {
        expect(
          smtp.received.filter((mail) => mail.to.includes(email)),
          `mails to ${email}`,
        ).toHaveLength(1);
      }

      // One address, its link requests alternating between the processes, each from another client.
      const email = freshEmail('grens');
      const statuses: unknown[] = [];
      for (let i = 0; i <= LINK_MAILS_PER_ADDRESS.max; i += 1) {
        const login = await requestLink(i % 2 === 0 ? one : two, email);
        statuses.push((login.body as { status: string }).status);
      }
      expect(statuses.at(-1)).toBe('error too many attempts');
      expect(statuses.slice(0, -1)).not.toContain('error too many attempts');
      const queued = await database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email));
      expect(queued).toHaveLength(LINK_MAILS_PER_ADDRESS.max);
    });
  },
);
