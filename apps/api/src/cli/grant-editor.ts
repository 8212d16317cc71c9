// Grants the editor role (issue 6): `node --import tsx src/cli/grant-editor.ts <email> [--revoke]`.
// Uses the same database as the server: DATABASE_URL, else the PGlite folder DATA_DIR (default
// apps/api/.data/pglite). Stop the server first when it uses PGlite (one process per data folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { setEditorRole } from '../modules/auth/editor';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) {
    console.error('usage: node --import tsx src/cli/grant-editor.ts <email> [--revoke]');
    return 2;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? path.resolve(here, '../../.data/pglite'),
  });
  try {
    const found = await setEditorRole(database.db, email, !revoke);
    if (!found) {
      console.error('No account has this e-mail address. The person must log in once first.');
      return 1;
    }
    console.info(revoke ? 'The editor role is taken back.' : 'The account is now an editor.');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
