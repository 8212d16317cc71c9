import type { Database } from '../../db/client';
import { setEditorRole } from './editor';

/**
 * A local instance only (decision 0009's editor journey): `E2E_EDITOR_EMAILS` is a
 * comma-separated list of addresses that become editors as soon as they are signed in. The
 * command-line tool (`src/cli/grant-editor.ts`) cannot reach a running PGlite server (one process
 * per data folder), so the Playwright journeys need a way that works with the server running.
 *
 * Active only on a local instance (`usesLocalMailbox`: no SMTP, every brand origin on this machine,
 * as `npm start` and the journeys run): with a public origin the list is ignored, and the only way to
 * make an editor stays the command-line tool.
 */
export function testEditorEmails(localInstance: boolean, value = process.env.E2E_EDITOR_EMAILS): Set<string> {
  if (!localInstance || !value) return new Set();
  return new Set(
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  );
}

/**
 * Grants the editor role to a signed-in user whose address is on the development list, once; answers
 * whether the user is an editor now.
 */
export async function grantListedEditor(
  db: Database,
  listed: ReadonlySet<string>,
  user: { readonly email: string; readonly isEditor: boolean },
): Promise<boolean> {
  if (user.isEditor || !listed.has(user.email.toLowerCase())) return user.isEditor;
  return setEditorRole(db, user.email, true);
}
