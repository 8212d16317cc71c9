import { cookieName, siteCookies } from '@dementie/api-client';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock';
import { type CookieSecurity, SiteCookies } from '../../core/cookies';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../mail';
import { sessions, users } from './schema';
import { hashSecret, newSecret } from './tokens';

const DAY = 24 * 60 * 60_000;

/**
 * Idle expiry: 30 days. Why: the account holds an e-mail address, training progress and
 * certificates, nothing that needs a bank's 15 minutes; the people who use it (older visitors,
 * carers, volunteers) come back every few weeks and each fresh login costs a trip to their mailbox.
 * A month of inactivity still ends a forgotten session on a shared computer, and the absolute
 * limit of 90 days caps the life of a stolen cookie whatever its use. Logout and erasure end a
 * session on the server at once.
 */
export const SESSION_IDLE_MS = 30 * DAY;
/** Absolute lifetime of a session (decision 0004): the session cookie's lifetime in the cookie list. */
export const SESSION_ABSOLUTE_MS = siteCookies.session.maxAgeSeconds * 1000;
/** `last_seen_at` is written at most once an hour, so reading pages does not write on every call. */
const TOUCH_MS = 60 * 60_000;

/** The session cookie's name: `__Host-` where the cookie is Secure (no Domain, Path=/, HTTPS only). */
export function sessionCookieName(secure: boolean): string {
  return cookieName(siteCookies.session, secure);
}

/** The account behind a session. */
export interface SessionUser {
  id: string;
  email: string;
  createdAt: Date;
  isEditor: boolean;
}

/** Sessions in the database, keyed by the SHA-256 of a 256-bit cookie value. */
export class SessionStore {
  private readonly cookies: SiteCookies;
  /** Every name the signed-in hint may have: a cookie that changes no page's HTML. */
  readonly signedInHintCookieNames: readonly string[];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    secure: CookieSecurity,
  ) {
    this.cookies = new SiteCookies(secure);
    this.signedInHintCookieNames = this.cookies.names('signedIn');
  }

  /**
   * Starts a new session (a new id at every login, decision 0004) and ends the one this browser had.
   * `verified` is false when the login call made a new account whose address nobody has proven yet.
   */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    verified: boolean,
    db: DbExecutor = this.db,
  ): Promise<void> {
    const previous = this.cookies.read(request, 'session');
    if (previous) await db.delete(sessions).where(eq(sessions.idHash, hashSecret(previous)));
    const id = newSecret();
    const now = this.clock.now();
    await db.insert(sessions).values({
      idHash: hashSecret(id),
      userId,
      verified,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    this.cookies.set(reply, 'session', id);
    this.cookies.set(reply, 'signedIn', '1');
  }

  /** The signed-in account of a request, or null when the session is unknown, idle too long or too old. */
  async resolve(request: FastifyRequest): Promise<(SessionUser & { sessionHash: string }) | null> {
    const raw = this.cookies.read(request, 'session');
    if (!raw || raw.length > 100) return null;
    const idHash = hashSecret(raw);
    const [row] = await this.db
      .select({
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        id: users.id,
        email: users.email,
        createdAt: users.createdAt,
        isEditor: users.isEditor,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, idHash))
      .limit(1);
    if (!row || row.email === null) return null;
    const now = this.clock.now().getTime();
    if (now >= row.expiresAt.getTime() || now - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= TOUCH_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.idHash, idHash));
    }
    return {
      id: row.id,
      email: row.email,
      createdAt: row.createdAt,
      isEditor: row.isEditor,
      sessionHash: idHash,
    };
  }

  /** Ends this browser's session on the server and clears its cookies (logout). */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = this.cookies.read(request, 'session');
    if (raw) await this.db.delete(sessions).where(eq(sessions.idHash, hashSecret(raw)));
    this.clearCookie(reply);
  }

  /** Removes the cookie from the browser, and the signed-in hint that goes with it. */
  clearCookie(reply: FastifyReply): void {
    this.cookies.clear(reply, 'session');
    this.cookies.clear(reply, 'signedIn');
  }

  /**
   * Keeps the browser's signed-in hint (api-client's `signedIn` cookie) in step with what the session
   * check found: set for a signed-in visitor who lacks it (a session from before the hint), cleared
   * when the session is gone (ended elsewhere, idle too long), so the next page shows the right
   * account place at once.
   */
  syncSignedInHint(request: FastifyRequest, reply: FastifyReply, signedIn: boolean): void {
    const hinted = this.cookies.read(request, 'signedIn') !== undefined;
    if (signedIn && !hinted) this.cookies.set(reply, 'signedIn', '1');
    if (!signedIn && hinted) this.cookies.clear(reply, 'signedIn');
  }

  /**
   * Once the owner of an address has used a link, sessions opened for that address before it was
   * proven (someone typing another person's address on the login form) end, except the caller's.
   */
  async endUnverified(db: DbExecutor, userId: string, keepHash?: string): Promise<void> {
    const condition = and(eq(sessions.userId, userId), eq(sessions.verified, false));
    await db.delete(sessions).where(keepHash ? and(condition, ne(sessions.idHash, keepHash)) : condition);
  }
}
