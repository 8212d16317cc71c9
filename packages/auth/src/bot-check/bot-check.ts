/*
 * The bot check behind the login and certificate forms (spec 1 §7: "a bot-check service supplies
 * tokens with action 'submit' or 'authentication'"). The default is self-hosted ALTCHA
 * proof-of-work (altcha.ts); a reCAPTCHA adapter can implement the same interface.
 */

/** The actions of spec 1 §7: 'authentication' for the login form, 'submit' for the certificate form. */
export type BotCheckAction = 'submit' | 'authentication';

/** A bot-check service. Tokens are single use. */
export interface BotCheck {
  /**
   * Gets a token ready ahead of the submit (ALTCHA fetches and solves its puzzle; reCAPTCHA may
   * load its script). Resolves true when a token can be handed out, false when that failed.
   */
  prepare(signal?: AbortSignal): Promise<boolean>;
  /**
   * Hands out one token for a request (preparing first when needed), or null when the check
   * failed. The token travels in the login call's `recaptchaToken` field.
   */
  token(action: BotCheckAction, signal?: AbortSignal): Promise<string | null>;
}

/** A bot check that always passes with a fixed token, for stories, tests and local tools. */
export function createStaticBotCheck(token = 'test-token'): BotCheck {
  return {
    prepare: async () => true,
    token: async () => token,
  };
}
