import { normaliseEmailInput } from '@dementie/i18n-catalogues';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './schema';

/**
 * Grants (or takes back) the editor role of an account (issue 6). Only the server's command line
 * tool calls this: no web call can make an editor. Answers false when no account has the address.
 */
export async function setEditorRole(db: Database, email: string, isEditor: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isEditor })
    .where(eq(users.email, normaliseEmailInput(email)))
    .returning({ id: users.id });
  return rows.length > 0;
}
