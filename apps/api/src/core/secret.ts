import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { appMeta } from './schema';

/**
 * The process secret for signing cookies: SESSION_SECRET when set (several servers behind a load
 * balancer must share it), otherwise made once and kept in the database so restarts keep cookies valid.
 */
export async function loadOrCreateSecret(database: DatabaseHandle, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const fresh = randomBytes(32).toString('hex');
  await database.db.insert(appMeta).values({ key: 'secret', value: fresh }).onConflictDoNothing();
  const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'secret'));
  return Buffer.from(row?.value ?? fresh, 'hex');
}
