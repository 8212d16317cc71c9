import type { BrandId } from '@dementie/i18n-catalogues';
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { ModuleContext } from '../../core/module';
import { erasePerson, type PersonalDataTable } from '../../core/personal-data';
import { type DbExecutor, enqueueMail, mailService } from '../mail';
import { linkUrl } from './links';
import {
  ADDRESS_CHANGES_PER_ACCOUNT,
  LINK_MAILS_PER_ADDRESS,
  MAILS_PER_CLIENT,
  type RateLimiter,
} from './rate-limit';
import { authTokens, formerAddresses, users } from './schema';
import type { SessionStore } from './sessions';
import { consumeToken, issueToken, type TokenPurpose } from './tokens';

/** What the account flows work with: the database, the mail outbox, the limits and erasure's registry. */
export interface AuthServiceDeps {
  context: ModuleContext;
  sessions: Pick<SessionStore, 'endUnverified'>;
  limiter: RateLimiter;
  /** What erasure removes, table by table (modules/personal-data.ts). */
  personalData: readonly PersonalDataTable[];
}

/**
 * Opens a session for `userId` inside the flow's transaction. The HTTP side passes one that sets the
 * browser's cookie; the flows themselves know nothing of requests.
 */
export type OpenSession = (tx: DbExecutor, userId: string) => Promise<void>;

/** The account that holds `email` now (any, the asker's own included), if one does. */
async function accountWithAddress(tx: DbExecutor, email: string): Promise<{ id: string } | undefined> {
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return account;
}

/** An account as the flows hand it back. */
export interface AccountRecord {
  id: string;
  email: string;
  createdAt: Date;
  isEditor?: boolean;
}

/** Who asks, from where: the brand whose links are mailed and the client the limits count. */
export interface Requester {
  brand: BrandId;
  ip: string;
}

/**
 * The account flows of spec 1 §7 that change the database: each runs in one transaction (mail,
 * token and rate counts together, or none of them), then wakes the outbox worker.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { context, limiter } = deps;
  const { db } = context.database;
  const kickMail = () => mailService(context).kick();
  /** A mail belongs to the site of its brand in this process (only its workers take it). */
  const originOf = (brand: BrandId) => context.config.brandOrigins[brand];

  return {
    /**
     * The login call: an unknown address becomes a new account with an activation link and a session
     * (not yet verified); a known address gets a login link. `learnerId` is the guest of the asking
     * browser, whose runs the link's page joins to the account.
     */
    async requestLoginLink(
      input: Requester & {
        email: string;
        newsletter: boolean;
        redirectPath: string | undefined;
        learnerId: string | null;
        now: Date;
      },
      openSession: OpenSession,
    ): Promise<{ user: AccountRecord; fresh: boolean }> {
      const { email, brand, now } = input;
      const outcome = await db.transaction(async (tx) => {
        const created = await tx
          .insert(users)
          .values({ id: crypto.randomUUID(), email, createdAt: now, newsletter: input.newsletter })
          .onConflictDoNothing()
          .returning();
        const fresh = created[0];
        const user =
          fresh ??
          (await tx
            .select()
            .from(users)
            .where(eq(users.email, email))
            .limit(1)
            .then((rows) => rows[0]));
        if (!user || user.email === null) throw new Error('account vanished during login');
        const purpose: TokenPurpose = fresh ? 'activation' : 'login';
        const { token, expiresAt } = await issueToken(
          tx,
          { userId: user.id, purpose, learnerId: input.learnerId },
          now,
        );
        const link = linkUrl(context.config, brand, '/auto-activate', {
          activationToken: token,
          userEmail: email,
          redirectPath: input.redirectPath,
        });
        await enqueueMail(
          tx,
          {
            kind: purpose,
            brand,
            origin: originOf(brand),
            recipient: email,
            userId: user.id,
            link,
            linkExpiresAt: expiresAt,
          },
          now,
        );
        await limiter.record(LINK_MAILS_PER_ADDRESS, email, tx);
        await limiter.record(MAILS_PER_CLIENT, input.ip, tx);
        if (fresh) await openSession(tx, user.id);
        return { user: { id: user.id, email, createdAt: user.createdAt }, fresh: Boolean(fresh) };
      });
      kickMail();
      return outcome;
    },

    /**
     * The activation and login links (both lead to /auto-activate): the token must be the account's
     * of `email`. The account is activated, sessions opened before its address was proven end, and a
     * verified session opens. Null when the address or the token is not valid.
     */
    async activate(
      input: { email: string; token: string; now: Date },
      openSession: OpenSession,
    ): Promise<{ user: AccountRecord; linkLearnerId: string | null } | null> {
      const { email, now } = input;
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) return null;
      const used = await consumeToken(db, input.token, ['activation', 'login'], now, user.id);
      if (!used) return null;
      await db.transaction(async (tx) => {
        if (!user.activatedAt) await tx.update(users).set({ activatedAt: now }).where(eq(users.id, user.id));
        await deps.sessions.endUnverified(tx, user.id);
        await openSession(tx, user.id);
      });
      return {
        user: { id: user.id, email, createdAt: user.createdAt, isEditor: user.isEditor },
        linkLearnerId: used.learnerId,
      };
    },

    /**
     * The change-email link's second half: the account takes `newEmail` unless another account has it
     * meanwhile (false). Links mailed to the old address stop working with it.
     */
    async changeEmail(userId: string, newEmail: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (await accountWithAddress(tx, newEmail)) return false;
        const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        // The former address stays known to erasure only (decision 0011).
        if (current?.email && current.email.toLowerCase() !== newEmail.toLowerCase()) {
          await tx
            .insert(formerAddresses)
            .values({ userId, email: current.email.toLowerCase(), replacedAt: now })
            .onConflictDoNothing();
        }
        await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
        await tx
          .delete(authTokens)
          .where(
            and(
              eq(authTokens.userId, userId),
              inArray(authTokens.purpose, ['login', 'activation']),
              isNull(authTokens.usedAt),
            ),
          );
        return true;
      });
    },

    /**
     * Real erasure: the registry of personal data (modules/personal-data.ts) says for every table what
     * goes: the account loses its address, sessions, tokens, mails, rate counts, newsletter
     * subscriptions, the name on its certificates and the link to its runs, all in one transaction.
     * The rows of runs, certificates and the account stay without personal data, so counts (the
     * certificate counter) keep their number. Then 'user.anonymized' tells every module to drop what
     * it derived from that data (rendered pages, certificate images). Answers rows touched per table.
     */
    async eraseAccount(userId: string, now: Date) {
      const touched = await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        const pending = await tx
          .select({ newEmail: authTokens.newEmail })
          .from(authTokens)
          .where(eq(authTokens.userId, userId));
        // Every address the account ever had, except one that another account has now: that one, and
        // its subscriptions and mails, belong to its new owner.
        const former = await tx
          .select({ email: formerAddresses.email })
          .from(formerAddresses)
          .where(
            and(
              eq(formerAddresses.userId, userId),
              notExists(
                tx
                  .select({ id: users.id })
                  .from(users)
                  .where(and(ne(users.id, userId), sql`lower(${users.email}) = ${formerAddresses.email}`)),
              ),
            ),
          );
        const addresses = [
          ...new Set(
            [user?.email, ...pending.map((row) => row.newEmail), ...former.map((row) => row.email)]
              .filter((value): value is string => typeof value === 'string')
              .map((value) => value.toLowerCase()),
          ),
        ];
        const addressKeys = addresses.map((address) => limiter.key(LINK_MAILS_PER_ADDRESS, address));
        return erasePerson(tx, deps.personalData, { userId, addresses, addressKeys }, now);
      });
      await context.events.emit('user.anonymized', { userId });
      return touched;
    },

    /**
     * Change-own-email: a confirmation link to the new address and a notice to the old one. When the
     * new address has an account already, its owner is told instead, and the caller's answer stays
     * the same (no account enumeration).
     */
    async requestEmailChange(
      input: Requester & { user: { id: string; email: string }; newEmail: string; now: Date },
    ): Promise<void> {
      const { user, newEmail, brand, now } = input;
      await db.transaction(async (tx) => {
        const owner = await accountWithAddress(tx, newEmail);
        if (owner) {
          await enqueueMail(
            tx,
            {
              kind: 'change-email-taken',
              brand,
              origin: originOf(brand),
              recipient: newEmail,
              userId: owner.id,
            },
            now,
          );
        } else {
          const { token, expiresAt } = await issueToken(
            tx,
            { userId: user.id, purpose: 'change-email', newEmail },
            now,
          );
          const link = linkUrl(context.config, brand, '/change-email', {
            activationToken: token,
            userId: user.id,
            redirectPath: '/account-gegevens',
          });
          await enqueueMail(
            tx,
            {
              kind: 'change-email',
              brand,
              origin: originOf(brand),
              recipient: newEmail,
              userId: user.id,
              link,
              linkExpiresAt: expiresAt,
            },
            now,
          );
          await enqueueMail(
            tx,
            {
              kind: 'change-email-notice',
              brand,
              origin: originOf(brand),
              recipient: user.email,
              userId: user.id,
            },
            now,
          );
        }
        await limiter.record(LINK_MAILS_PER_ADDRESS, newEmail, tx);
        await limiter.record(ADDRESS_CHANGES_PER_ACCOUNT, user.id, tx);
        await limiter.record(MAILS_PER_CLIENT, input.ip, tx);
      });
      kickMail();
    },

    /** Anonymize-account: the erasure link, mailed to the account's own address. */
    async requestErasureLink(
      input: Requester & { user: { id: string; email: string }; now: Date },
    ): Promise<void> {
      const { user, brand, now } = input;
      await db.transaction(async (tx) => {
        const { token, expiresAt } = await issueToken(tx, { userId: user.id, purpose: 'anonymize' }, now);
        const link = linkUrl(context.config, brand, '/anonymize-user', {
          activationToken: token,
          userId: user.id,
        });
        await enqueueMail(
          tx,
          {
            kind: 'anonymize',
            brand,
            origin: originOf(brand),
            recipient: user.email,
            userId: user.id,
            link,
            linkExpiresAt: expiresAt,
          },
          now,
        );
        await limiter.record(LINK_MAILS_PER_ADDRESS, user.email, tx);
        await limiter.record(MAILS_PER_CLIENT, input.ip, tx);
      });
      kickMail();
    },
  };
}

/** The account flows of one process. */
export type AuthService = ReturnType<typeof createAuthService>;
