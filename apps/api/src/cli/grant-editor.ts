// Grants the editor role (decision 0012): `node --import tsx src/cli/grant-editor.ts <email> [--revoke]`.
// Uses the same database as the server, opened as the server opens it (db/from-env.ts): DATABASE_URL
// and DATABASE_SCHEMA, else the PGlite folder DATA_DIR (default apps/api/.data/pglite). Stop the server
// first when it uses PGlite (one process per data folder).
import { openDatabaseFromEnv } from '../db/from-env';
import { changeEditorRole, type EditorRoleChange } from '../modules/auth/editor';

const MESSAGES: Record<EditorRoleChange, string> = {
  granted: 'The account is now an editor. It sees "Redacteur" in its account menu after its next page load.',
  revoked: 'The editor role is taken back.',
  'no account': 'No account has this e-mail address. The person must log in once first.',
  'not activated':
    'This account has never used a link from its mail, so the address is not proven to be theirs. Ask the person to log in and open the link in the mail first.',
};

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) {
    console.error('usage: node --import tsx src/cli/grant-editor.ts <email> [--revoke]');
    return 2;
  }
  const database = await openDatabaseFromEnv(process.env);
  try {
    const change = await changeEditorRole(database.db, email, !revoke);
    const ok = change === 'granted' || change === 'revoked';
    (ok ? console.info : console.error)(MESSAGES[change]);
    return ok ? 0 : 1;
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
