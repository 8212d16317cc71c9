import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../core/clock';
import type { ModuleContext } from '../../core/module';
import type { Database } from '../../db/client';
import { altchaSpent } from './schema';

/** A challenge as the ALTCHA widget expects it (protocol v1, the api-client contract). */
export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
};

/** The bot check of the login call (spec 1 §7: its token travels in `recaptchaToken`). */
export interface BotCheck {
  readonly kind: 'altcha' | 'recaptcha';
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** Decision 0006: a challenge works for 10 minutes. */
export const ALTCHA_CHALLENGE_LIFETIME_MS = 10 * 60_000;
/**
 * Work per challenge: the browser tries on average half of this many SHA-256 hashes, a second or
 * two on a cheap phone, and a real cost per attempt for a script that tries many addresses.
 */
export const ALTCHA_MAX_NUMBER = 50_000;

const payloadSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().min(1).max(256),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(512),
  signature: z.string().min(1).max(256),
});

/** Reads the widget's payload: base64 of JSON (what the widget sends) or plain JSON. */
function parsePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 4096) return null;
  for (const text of [token, Buffer.from(token, 'base64').toString('utf8')]) {
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // try the next form
    }
  }
  return null;
}

/**
 * Self-hosted ALTCHA proof-of-work (decision 0006): no third party, nothing to consent to. Challenges
 * are signed with a key derived from the process secret and carry their expiry in the salt; a
 * solved challenge is remembered until it expires, so a solution works once.
 */
export class AltchaBotCheck implements BotCheck {
  readonly kind = 'altcha' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly hmacKey: string,
    private readonly maxNumber = ALTCHA_MAX_NUMBER,
  ) {}

  async challenge(): Promise<AltchaChallenge> {
    const expires = new Date(this.clock.now().getTime() + ALTCHA_CHALLENGE_LIFETIME_MS);
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires,
      algorithm: 'SHA-256',
    });
    return { ...challenge, maxnumber: challenge.maxnumber ?? this.maxNumber };
  }

  async verify(token: string): Promise<boolean> {
    const payload = parsePayload(token);
    if (!payload) return false;
    const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
    const now = this.clock.now();
    // Our challenges always carry an expiry; one without is not ours. The clock is the module's
    // (not Date.now as in altcha-lib), so tests can age a challenge.
    if (!Number.isFinite(expires) || expires <= 0 || expires * 1000 <= now.getTime()) return false;
    if (!(await verifySolution(payload, this.hmacKey, false))) return false;
    await this.db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, now));
    const inserted = await this.db
      .insert(altchaSpent)
      .values({ challenge: payload.challenge, expiresAt: new Date(expires * 1000) })
      .onConflictDoNothing()
      .returning({ challenge: altchaSpent.challenge });
    return inserted.length === 1;
  }
}

/** Google reCAPTCHA, used instead of ALTCHA when `RECAPTCHA_SECRET` is set. */
export class RecaptchaBotCheck implements BotCheck {
  readonly kind = 'recaptcha' as const;

  constructor(
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly minScore = 0.5,
  ) {}

  async verify(token: string, remoteIp: string): Promise<boolean> {
    if (!token || token === '-1') return false;
    try {
      const response = await this.fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown; score?: unknown };
      // v3 answers a score; v2 only success.
      return body.success === true && (typeof body.score !== 'number' || body.score >= this.minScore);
    } catch {
      return false;
    }
  }
}

/**
 * The process's bot check, the same for every form that asks for one (login, certificate, newsletter):
 * ALTCHA with a key derived from the process secret, so a challenge from any server process verifies
 * in every other and a solution works once across all of them (the spent table); reCAPTCHA instead
 * when `RECAPTCHA_SECRET` is set.
 */
export function createBotCheck(
  context: Pick<ModuleContext, 'database' | 'clock' | 'identity' | 'config'>,
  altchaMaxNumber?: number,
): { altcha: AltchaBotCheck; botCheck: BotCheck } {
  const altcha = new AltchaBotCheck(
    context.database.db,
    context.clock,
    context.identity.sign('altcha-hmac-key').toString('hex'),
    altchaMaxNumber,
  );
  const botCheck: BotCheck = context.config.recaptchaSecret
    ? new RecaptchaBotCheck(context.config.recaptchaSecret)
    : altcha;
  return { altcha, botCheck };
}
