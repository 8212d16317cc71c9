import { randomUUID } from 'node:crypto';
import type { BrandId } from '@dementie/i18n-catalogues';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { Gauge } from 'prom-client';
import { usesLocalMailbox } from '../../core/config';
import type { ModuleContext } from '../../core/module';
import { processLog } from '../../core/process-log';
import type { Database } from '../../db/client';
import { mailOutbox } from './schema';
import { type ComposedMail, composeMail, type MailKind } from './templates';

/** The database or an open transaction: a mail is written in the transaction of its token. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A mail to put in the outbox. */
export interface OutgoingMail {
  kind: MailKind;
  brand: BrandId;
  /** The brand's origin in this process (`config.brandOrigins[brand]`): only its workers take the mail. */
  origin: string;
  recipient: string;
  /** The account it concerns, so erasure can purge it. */
  userId?: string | null;
  /** The magic link it carries. */
  link?: string;
  /** When that link stops working; the mail is dropped rather than sent after this. */
  linkExpiresAt?: Date;
}

/** A row as the worker delivers it. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Writes a mail into the outbox. Call it with the transaction that also stores the token, so the
 * link and its mail exist together or not at all (transactional outbox, decision 0008).
 */
export async function enqueueMail(db: DbExecutor, mail: OutgoingMail, now: Date): Promise<string> {
  const composed: ComposedMail = composeMail(mail.kind, mail.brand, mail.link);
  const id = randomUUID();
  await db.insert(mailOutbox).values({
    id,
    userId: mail.userId ?? null,
    brand: mail.brand,
    origin: mail.origin,
    kind: mail.kind,
    recipient: mail.recipient,
    fromName: composed.fromName,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    link: mail.link ?? null,
    createdAt: now,
    nextAttemptAt: now,
    expiresAt: mail.linkExpiresAt ?? null,
  });
  return id;
}

/**
 * The mails a process may deliver or show: those written for one of its own brand origins (and those
 * from before origins were kept). A local instance on a database that a public one also uses never
 * prints or lists the public one's mails, nor sends them.
 */
export function ownMails(brandOrigins: Readonly<Record<BrandId, string>>) {
  const origins = [...new Set(Object.values(brandOrigins))];
  return or(isNull(mailOutbox.origin), inArray(mailOutbox.origin, origins));
}

/** How a mail leaves the server. */
export interface MailTransport {
  send(mail: OutboxRow, from: { name: string; address: string }): Promise<void>;
  close?(): void;
}

/** Delivery through SMTP (`SMTP_URL`), with short timeouts so an outage fails fast and is retried. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The local mailbox (`usesLocalMailbox`: no SMTP, only local brand origins): nothing leaves the
 * machine; the mailbox page shows the mail and its link is printed on the console for the person
 * running `npm start`. Never used with a public origin (no personal data in such logs, decision 0009).
 */
export function localMailboxTransport(
  brandOrigins: Readonly<Record<BrandId, string>>,
  print: (line: string) => void,
): MailTransport {
  return {
    async send(mail) {
      const mailbox = `${brandOrigins[mail.brand as BrandId]}/_dev/mailbox`;
      print(
        [
          `✉  Mail to ${mail.recipient}: "${mail.subject}"`,
          mail.link ? `   Open this link: ${mail.link}` : '   (no link in this mail)',
          `   All mails: ${mailbox}`,
        ].join('\n'),
      );
    },
  };
}

/** Attempts before a mail is given up. */
export const MAX_MAIL_ATTEMPTS = 10;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 30 * 60_000;
const LOCK_MS = 2 * 60_000;
const POLL_MS = 5_000;
const BATCH = 10;

/** Wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... at most 30 min. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The sender address of a brand: no-reply at the brand's own host name. */
export function senderAddress(origin: string): string {
  const host = new URL(origin).hostname;
  return /[a-z]\.[a-z]/i.test(host) ? `no-reply@${host}` : 'no-reply@localhost';
}

/**
 * The outbox worker: takes due mails (row locks, so several servers may run it), sends them, and
 * on failure tries again later with back-off. Lifetimes use the module clock, so tests move time.
 */
export class MailService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);
  private closed = false;

  constructor(
    private readonly context: ModuleContext,
    private readonly transport: MailTransport | null,
  ) {}

  /** Whether mails leave the outbox at all (SMTP, or the local mailbox's console line). */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Polls for due mails until `close()`. */
  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  /** Asks for a delivery round soon (after a mail was committed). */
  kick(): void {
    if (!this.transport || this.closed) return;
    void this.drainOnce().catch(() => undefined);
  }

  /** One delivery round, after any round in progress; resolves with the number of mails sent. */
  drainOnce(): Promise<number> {
    const next = this.running.catch(() => 0).then(() => this.deliverDue());
    this.running = next;
    return next;
  }

  /** Waits for the round in progress. */
  async idle(): Promise<void> {
    await this.running.catch(() => 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.transport?.close?.();
  }

  private async deliverDue(): Promise<number> {
    if (!this.transport || this.closed) return 0;
    const { db } = this.context.database;
    const now = this.context.clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          ownMails(this.context.config.brandOrigins),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.seq))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // In the order they were written, as selected: `returning` keeps no order.
    claimed.sort((a, b) => a.seq - b.seq);
    let sent = 0;
    for (const [index, mail] of claimed.entries()) {
      if (this.closed) {
        // The process is stopping (decision 0061): the mail being sent was finished, the rest is handed
        // back at once, not counted as an attempt, so another process sends it on its next poll
        // instead of after the lock.
        const rest = claimed.slice(index).map(({ id }) => id);
        await db
          .update(mailOutbox)
          .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
          .where(inArray(mailOutbox.id, rest));
        break;
      }
      if (mail.expiresAt && mail.expiresAt.getTime() <= now.getTime()) {
        // The link in it no longer works: sending it would only confuse.
        await db
          .update(mailOutbox)
          .set({ status: 'expired', lockedUntil: null })
          .where(eq(mailOutbox.id, mail.id));
        continue;
      }
      const origin = this.context.config.brandOrigins[mail.brand as BrandId] ?? 'http://localhost';
      try {
        const address = this.context.config.mailFrom ?? senderAddress(origin);
        await this.transport.send(mail, { name: mail.fromName, address });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: this.context.clock.now(), lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const failedForGood = mail.attempts >= MAX_MAIL_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: failedForGood ? 'failed' : 'pending',
            lockedUntil: null,
            nextAttemptAt: new Date(now.getTime() + mailBackoffMs(mail.attempts)),
            lastError: typeof code === 'string' ? code : 'error',
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }
}

/**
 * The outbox depth for the metrics (decision 0061): mails waiting to go out and mails given up, counted
 * on each scrape. Sent and expired mails are left out: they only grow.
 */
export function registerOutboxMetrics(context: ModuleContext): void {
  new Gauge<'status'>({
    name: 'dementie_mail_outbox',
    help: 'Mails in the outbox by status: pending (waiting or being retried) and failed (given up).',
    labelNames: ['status'],
    registers: [context.metrics.registry],
    async collect() {
      const rows = await context.database.db
        .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ['pending', 'failed']))
        .groupBy(mailOutbox.status);
      const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
      for (const status of ['pending', 'failed']) this.set({ status }, counts.get(status) ?? 0);
    },
  });
}

const services = new WeakMap<ModuleContext, MailService>();

/**
 * The mail service of a process (one per module context, made on first use). The auth module
 * kicks it after committing a mail; tests drain it by hand.
 */
export function mailService(context: ModuleContext): MailService {
  let service = services.get(context);
  if (!service) {
    const { config } = context;
    const transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : usesLocalMailbox(config)
        ? localMailboxTransport(config.brandOrigins, (line) => {
            // Printed for the person at the console of a local instance; vitest keeps its output quiet.
            if (process.env.NODE_ENV !== 'test') processLog().info(line);
          })
        : null;
    service = new MailService(context, transport);
    services.set(context, service);
  }
  return service;
}
