import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../modules/auth/schema';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a tool of src/cli as an operator does, with `env` on top of this process's; its exit and output. */
function runTool(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src/cli', file), ...args], {
      cwd: apiRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// The command-line tools open the database as the server does (db/from-env.ts): with DATABASE_SCHEMA
// they work in that schema, as the server of that installation does, and touch no other. Each test
// uses a fresh schema; every table outside the test's schemas (public, drizzle's journal schema) must
// be as it was. Needs the machine's PostgreSQL (TEST_DATABASE_URL, set by .ci/run): PGlite has no schemas
// of installations.
describe.skipIf(!url)(
  'the command-line tools in the schema of DATABASE_SCHEMA (needs TEST_DATABASE_URL)',
  { timeout: 180_000 },
  () => {
    const schemas: string[] = [];
    let admin: pg.Client;
    let initial: string[] = [];

    /** Every table of the schemas no test here made: what the tools must leave alone. */
    async function tablesElsewhere(): Promise<string[]> {
      const { rows } = await admin.query<{ name: string }>(
        `select schemaname || '.' || tablename as name from pg_tables
          where schemaname in ('public', 'drizzle') order by 1`,
      );
      return rows.map((row) => row.name);
    }

    function freshSchema(): string {
      const schema = `test_cli_${randomBytes(5).toString('hex')}`;
      schemas.push(schema);
      return schema;
    }

    /** The environment of a tool run against `schema`; DATA_DIR is never used (PostgreSQL). */
    function toolEnv(schema: string): Record<string, string> {
      return {
        DATABASE_URL: url ?? '',
        DATABASE_SCHEMA: schema,
        DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'cli-tools-')), 'unused'),
      };
    }

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      initial = await tablesElsewhere();
    });

    afterAll(async () => {
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      // A tool that got it wrong made its tables elsewhere: they go too, so the shared database stays clean.
      const strays = (await tablesElsewhere()).filter((name) => !initial.includes(name));
      if (strays.length > 0) {
        await admin.query(`drop table if exists ${strays.join(', ')} cascade`);
        // drizzle's journal schema, when empty now (another installation's journal keeps it).
        await admin.query('drop schema if exists drizzle').catch(() => undefined);
      }
      await admin.end();
    });

    it('content-load creates the tables in that schema, loads the content there, and leaves public alone', async () => {
      const before = await tablesElsewhere();
      const schema = freshSchema();
      const run = await runTool('content-load.ts', [], toolEnv(schema));
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/content loaded into postgres: [1-9]\d* pages/);
      const { rows } = await admin.query<{ pages: number; redirects: number }>(
        `select (select count(*)::int from ${schema}.cms_nodes) as pages,
                (select count(*)::int from ${schema}.redirects) as redirects`,
      );
      expect(rows[0]?.pages).toBeGreaterThan(0);
      expect(rows[0]?.redirects).toBeGreaterThan(0);
      expect(await tablesElsewhere()).toEqual(before);
    });

    it('grant-editor finds the account in that schema and makes it an editor there', async () => {
      const schema = freshSchema();
      const database = await openDatabase({ databaseUrl: url, pgSchema: schema });
      const email = `redacteur-${randomBytes(4).toString('hex')}@voorbeeld.nl`;
      try {
        await database.db.insert(users).values({
          id: randomUUID(),
          email,
          createdAt: new Date(),
          activatedAt: new Date(),
        });
        const before = await tablesElsewhere();
        const run = await runTool('grant-editor.ts', [email], toolEnv(schema));
        expect(run.code, run.output).toBe(0);
        expect(run.output).toContain('The account is now an editor.');
        const [account] = await database.db
          .select({ isEditor: users.isEditor })
          .from(users)
          .where(eq(users.email, email));
        expect(account?.isEditor).toBe(true);
        expect(await tablesElsewhere()).toEqual(before);
      } finally {
        await database.close();
      }
    });
  },
);
