import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PersonalDataTable, tableNameOf } from '../core/personal-data';
import type { Database } from '../db/client';
import { testBackends } from '../test-support/backends';
import { EMPTY_SHELL, postForm, renderedSite } from '../test-support/site';
import { useTestApp } from '../test-support/suite';
import { createAuthModule } from './auth';
import { lastLink, loginBody, mailsTo, solveAltcha, Visitor } from './auth/test-helpers';
import { createCertificatesModule, renderCertificateImage } from './certificates';
import { createElearningModule } from './elearning';
import { testCourse } from './elearning/test-fixtures';
import { finishTestCourse } from './elearning/test-helpers';
import { mailModule } from './mail';
import { newsletterModule } from './newsletter';
import { MIGRATION_JOURNAL_TABLE, personalDataRegistry } from './personal-data';

/*
 * Erasure that leaves nothing (decision 0011): the registry of personal data covers every column of the
 * database that could hold text, and erasing an account through its mailed link leaves no trace of
 * the address or the name in any column of any table, nor in a page or image served right after.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (((result as { rows?: Row[] }).rows ?? []) as Row[]);

/** Column types that cannot hold an address or a name; every other column must be declared. */
const NON_TEXT_TYPES = new Set([
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'real',
  'double precision',
  'boolean',
  'uuid',
  'date',
  'interval',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
]);
const NON_TEXT_ARRAYS = new Set(['_int2', '_int4', '_int8', '_bool', '_uuid', '_numeric', '_timestamptz']);

/** The columns of this database's tables as `table.column`, with their types. */
async function databaseColumns(db: Database) {
  const result = await db.execute(sql`
    select c.table_schema, c.table_name, c.column_name, c.data_type, c.udt_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema in (current_schema(), 'drizzle')
    order by c.table_schema, c.table_name, c.ordinal_position`);
  return rowsOf(result).map((row) => ({
    schema: String(row.table_schema),
    table: String(row.table_name),
    column: String(row.column_name),
    dataType: String(row.data_type),
    udtName: String(row.udt_name),
  }));
}

/**
 * Columns that could hold text (an address, a name) and that the registry does not declare, and
 * declarations of columns that do not exist: both must be empty.
 */
async function undeclaredColumns(db: Database, registry: readonly PersonalDataTable[]) {
  const declared = new Set(
    registry.flatMap((entry) =>
      Object.keys(entry.columns).map((column) => `${tableNameOf(entry)}.${column}`),
    ),
  );
  const columns = await databaseColumns(db);
  const present = new Set(columns.map((c) => `${c.table}.${c.column}`));
  const undeclared = columns
    .filter((c) => !MIGRATION_JOURNAL_TABLE.test(c.table))
    .filter((c) => !NON_TEXT_TYPES.has(c.dataType))
    .filter((c) => !(c.dataType === 'ARRAY' && NON_TEXT_ARRAYS.has(c.udtName)))
    .map((c) => `${c.table}.${c.column}`)
    .filter((name) => !declared.has(name));
  const stale = [...declared].filter((name) => !present.has(name));
  return { undeclared, stale };
}

/**
 * For each needle, every column of every table (migration journals too) that holds it,
 * case-insensitively. One query per table: a `bool_or` per column and needle.
 */
async function columnsHolding(db: Database, needles: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = Object.fromEntries(needles.map((needle) => [needle, []]));
  const tables = new Map<string, Awaited<ReturnType<typeof databaseColumns>>>();
  for (const c of await databaseColumns(db)) {
    const key = `${c.schema}.${c.table}`;
    tables.set(key, [...(tables.get(key) ?? []), c]);
  }
  for (const columns of tables.values()) {
    const first = columns[0];
    if (!first) continue;
    const checks = columns.flatMap((c, i) => {
      const column = sql.identifier(c.column);
      // bytea is read as its escaped text, so the bytes of an address show as the address.
      const text = c.dataType === 'bytea' ? sql`encode(${column}, 'escape')` : sql`${column}::text`;
      return needles.map(
        (needle, j) =>
          sql`coalesce(bool_or(position(${needle.toLowerCase()} in lower(${text})) > 0), false) as ${sql.identifier(`c${i}_${j}`)}`,
      );
    });
    const result = await db.execute(
      sql`select ${sql.join(checks, sql`, `)} from ${sql.identifier(first.schema)}.${sql.identifier(first.table)}`,
    );
    const row = rowsOf(result)[0] ?? {};
    columns.forEach((c, i) => {
      needles.forEach((needle, j) => {
        if (row[`c${i}_${j}`] === true) found[needle]?.push(`${c.table}.${c.column}`);
      });
    });
  }
  return found;
}

/** A built site whose server bundle renders the public certificate page from the API, as the site does. */
const builtSite = () =>
  renderedSite(
    `export async function render(request, fetch) {
  const url = new URL(request.url);
  const match = /^\\/jouw-resultaat\\/([0-9a-f-]+)$/.exec(url.pathname);
  if (!match) return { kind: 'html', status: 200, appHtml: '<main>thuis</main>', headHtml: '' };
  const answer = await fetch(new URL('/api/elearning/Certificate/CertificatePage/' + match[1], url));
  const page = await answer.json();
  const name = page.CertificateContent.Name;
  return { kind: 'html', status: 200, appHtml: '<main><h1>Certificaat van ' + name + '</h1></main>',
    headHtml: '<title>Certificaat van ' + name + '</title>' };
}`,
    EMPTY_SHELL,
  );

describe.each(testBackends())('personal data and erasure on $name', (backend) => {
  // Distinctive, so a hit in the scan can only be this person.
  const EMAIL = 'quirijntje.zwanebloem@voorbeeld.nl';
  const LOCAL_PART = 'quirijntje.zwanebloem';
  const NEW_EMAIL = 'zwanebloem.thuis@voorbeeld.nl';
  const NAME = 'Quirijntje Zwanebloem';
  const NEEDLES = [EMAIL, LOCAL_PART, NEW_EMAIL, NAME, 'quirijntje', 'zwanebloem'];

  const suite = useTestApp(backend, {
    modules: [
      createAuthModule({ altchaMaxNumber: 1000 }),
      mailModule,
      newsletterModule,
      createElearningModule({ trainings: [testCourse] }),
      createCertificatesModule(),
    ],
    app: { site: { brand: 'dementie', ...builtSite() } },
  });
  const db = () => suite.db;

  /** Subscribes an address to a brand's newsletter (a mail with the confirmation link follows). */
  async function subscribe(email: string, brand: string) {
    const subscribed = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email, brand, recaptchaToken: await solveAltcha(suite.app) },
    });
    expect(subscribed.json().status).toBe('confirmation sent');
  }

  /** Opens the first newsletter confirmation link mailed to an address, as its owner does. */
  async function confirmFirstSubscription(email: string) {
    const link = (await mailsTo(db(), email)).find((mail) => mail.kind === 'newsletter-confirm')?.link;
    const confirmed = await postForm(
      suite.app,
      '/api/v1/newsletter/confirm',
      `token=${new URL(String(link)).searchParams.get('token')}`,
    );
    expect(confirmed.statusCode).toBe(200);
  }

  it('declares every column of every table that could hold text, and no column that is gone', async () => {
    expect(await undeclaredColumns(db(), personalDataRegistry)).toEqual({
      undeclared: [],
      stale: [],
    });
  });

  it('notices a new table with a text column that has not joined the registry', async () => {
    await db().execute(sql`create table guestbook_notes (id integer primary key, signed_by text, at date)`);
    try {
      expect((await undeclaredColumns(db(), personalDataRegistry)).undeclared).toEqual([
        'guestbook_notes.signed_by',
      ]);
    } finally {
      await db().execute(sql`drop table guestbook_notes`);
    }
  });

  // Dozens of calls and a scan of every table: 20-40 s on a busy 2-core machine, past the default limit.
  it('leaves neither the address, its local part nor the name in any column of any table, page or image', async () => {
    // A guest finishes a training, asks for the certificate with their name and signs up from its form.
    const browser = new Visitor(suite.app);
    await browser.open();
    const runId = await finishTestCourse(browser);
    const created = await browser.post('/api/elearning/Certificate/CreateCertificate', {
      personName: NAME,
      runId,
    });
    const certificateId = created.json().CertificateId as string;
    const login = await browser.post(
      '/api/v1/authentication/login',
      await loginBody(suite.app, EMAIL.toUpperCase(), { FromLoginPage: false, FromCertificatePage: true }),
    );
    expect(login.json().status).toBe('success');
    const userId = login.json().user.Id as string;
    const activation = (await lastLink(db(), EMAIL)).params;
    expect(
      (
        await browser.post('/api/v1/authentication/activate', {
          activationToken: activation.activationToken,
          email: EMAIL,
        })
      ).json().status,
    ).toBe('success');
    // A second run, signed in; a second browser with its own session.
    await finishTestCourse(browser, { restart: true });
    const phone = new Visitor(suite.app);
    await phone.open();
    await phone.post('/api/v1/authentication/login', await loginBody(suite.app, EMAIL));
    await phone.post('/api/v1/authentication/activate', {
      activationToken: (await lastLink(db(), EMAIL)).params.activationToken,
      email: EMAIL,
    });
    // A confirmed newsletter subscription on one brand, a pending one on another.
    await subscribe(EMAIL, 'alzheimer');
    await subscribe(EMAIL, 'dementie');
    await confirmFirstSubscription(EMAIL);
    // A change of address asked for but not yet confirmed: a pending token and mails to both.
    await browser.post(`/api/v1/authentication/change-own-email/${userId}/${encodeURIComponent(NEW_EMAIL)}`);

    // Anonymous visitors see the certificate page (from the render cache the second time) and image.
    const pageUrl = `/jouw-resultaat/${certificateId}`;
    expect((await suite.app.inject({ method: 'GET', url: pageUrl })).body).toContain(NAME);
    const cached = await suite.app.inject({ method: 'GET', url: pageUrl });
    expect(cached.headers['x-render-cache']).toBe('hit');
    expect(cached.body).toContain(NAME);
    const imageUrl = `/api/elearning/Certificate/Image/${certificateId}.png`;
    const namedImage = (await suite.app.inject({ method: 'GET', url: imageUrl })).rawPayload;

    // Before erasure the scan finds the person where they are expected: the scan itself works.
    const before = await columnsHolding(db(), NEEDLES);
    expect(before[EMAIL]).toEqual(
      expect.arrayContaining(['auth_users.email', 'mail_outbox.recipient', 'newsletter_subscriptions.email']),
    );
    expect(before[NEW_EMAIL]).toContain('auth_tokens.new_email');
    expect(before[NAME]).toContain('certificates.person_name');

    // Erasure through the real routes: ask, then open the mailed link while signed in.
    expect((await browser.post('/api/v1/authentication/anonymize-account')).json()).toEqual({
      status: 'success',
    });
    const { url, params } = await lastLink(db(), EMAIL);
    expect(url.pathname).toBe('/anonymize-user');
    const erased = await browser.post('/api/v1/authentication/anonymize-user-from-magiclink', {
      activationToken: params.activationToken,
      userId,
    });
    expect(erased.json()).toEqual({ status: 'success' });

    // Right after: the page is rendered again without the name, the image is drawn without it.
    const after = await suite.app.inject({ method: 'GET', url: pageUrl });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body.toLowerCase()).not.toContain('zwanebloem');
    const image = await suite.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(namedImage)).toBe(false);
    const [row] = rowsOf(
      await db().execute(
        sql`select course_name, score, max_score, completed_at from certificates where id = ${certificateId}`,
      ),
    );
    const nameless = await renderCertificateImage(
      {
        personName: '',
        courseName: String(row?.course_name),
        score: Number(row?.score),
        maxScore: Number(row?.max_score),
        completedAt: new Date(String(row?.completed_at)),
        brand: 'dementie',
      },
      'certificate',
    );
    expect(image.rawPayload.equals(nameless)).toBe(true);

    // And no column of any table holds any of it.
    expect(await columnsHolding(db(), NEEDLES)).toEqual(
      Object.fromEntries(NEEDLES.map((needle) => [needle, []])),
    );
    // The statistics stay: the certificate and both runs exist, without the person.
    const counts = rowsOf(
      await db().execute(sql`select
        (select count(*)::int from certificates where id = ${certificateId}) as certificates,
        (select count(*)::int from el_runs where course_id = ${testCourse.id}) as runs,
        (select count(*)::int from el_runs where user_id = ${userId}) as linked`),
    )[0];
    expect(counts).toEqual({ certificates: 1, runs: 2, linked: 0 });
  }, 180_000);

  it('after a change of address, erasure reaches the former one: its subscription and its mails', async () => {
    const FORMER = 'wendelmoet.kwikstaart@voorbeeld.nl';
    const CURRENT = 'kwikstaart.nieuw@voorbeeld.nl';
    const needles = [FORMER, CURRENT, 'wendelmoet', 'kwikstaart'];
    // Signs up, subscribes to the newsletter with that address and confirms it.
    const visitor = new Visitor(suite.app);
    await visitor.open();
    const login = await visitor.post('/api/v1/authentication/login', await loginBody(suite.app, FORMER));
    expect(login.json().status).toBe('success');
    const userId = login.json().user.Id as string;
    await subscribe(FORMER, 'dementie');
    await confirmFirstSubscription(FORMER);
    // Changes the address through the mailed link.
    await visitor.post(`/api/v1/authentication/change-own-email/${userId}/${encodeURIComponent(CURRENT)}`);
    const change = await visitor.post('/api/v1/authentication/change-email-from-magiclink', {
      activationToken: (await lastLink(db(), CURRENT)).params.activationToken,
      userId,
    });
    expect(change.json().status).toBe('success');
    const before = await columnsHolding(db(), needles);
    expect(before[FORMER]).toEqual(
      expect.arrayContaining(['newsletter_subscriptions.email', 'mail_outbox.recipient']),
    );
    expect(before[FORMER]).not.toContain('auth_users.email');

    // Erases the account through the link mailed to the current address.
    expect((await visitor.post('/api/v1/authentication/anonymize-account')).json()).toEqual({
      status: 'success',
    });
    const erased = await visitor.post('/api/v1/authentication/anonymize-user-from-magiclink', {
      activationToken: (await lastLink(db(), CURRENT)).params.activationToken,
      userId,
    });
    expect(erased.json()).toEqual({ status: 'success' });

    // No address the account ever had is left anywhere: the person is no longer subscribed either.
    expect(await columnsHolding(db(), needles)).toEqual(
      Object.fromEntries(needles.map((needle) => [needle, []])),
    );
  }, 180_000);
});
