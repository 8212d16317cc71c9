import { normaliseEmailInput } from '@dementie/i18n-catalogues';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './schema';

/**
 * Sets the editor flag of an account without further checks (decision 0012): test set-up, and
 * {@link changeEditorRole} once it has checked the account. No web call can make an editor.
 * Answers false when no account has the address.
 */
export async function setEditorRole(db: Database, email: string, isEditor: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isEditor })
    .where(eq(users.email, normaliseEmailInput(email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** What {@link changeEditorRole} did. */
export type EditorRoleChange = 'granted' | 'revoked' | 'no account' | 'not activated';

/**
 * The command line tool's grant or revoke (decision 0012): the role is given only to an account whose
 * owner has used a link of the address (activated), so a mistyped or someone else's address that
 * was only typed into the login form never becomes an editor. Taking the role back always works.
 */
export async function changeEditorRole(
  db: Database,
  email: string,
  grant: boolean,
): Promise<EditorRoleChange> {
  const address = normaliseEmailInput(email);
  const [account] = await db
    .select({ activatedAt: users.activatedAt })
    .from(users)
    .where(and(eq(users.email, address), isNull(users.anonymizedAt)));
  if (!account) return 'no account';
  if (!grant) {
    await setEditorRole(db, address, false);
    return 'revoked';
  }
  if (!account.activatedAt) return 'not activated';
  const rows = await db
    .update(users)
    .set({ isEditor: true })
    .where(and(eq(users.email, address), isNotNull(users.activatedAt)))
    .returning({ id: users.id });
  return rows.length > 0 ? 'granted' : 'not activated';
}
