import type { z } from 'zod/mini';
import { type ApiResult, loaded, mapResult } from './async-result.js';
import type { CallFunction } from './call.js';
import {
  type LinkResult,
  LOGIN_NOT_OK_RESULT,
  type LoginResult,
  type loginRequestSchema,
  mapLinkResult,
  mapLoginResult,
  mapSessionState,
  type SessionState,
} from './contracts/auth.js';
import { apiContracts } from './contracts/registry.js';
import { applyErrorPolicy } from './error-policy.js';
import { isSettledResult, sendCall } from './http.js';
import type { ApiClientOptions, CallOptions } from './learning-client.js';

/** Login data (spec 1 §3) plus where the login comes from (spec 1 §7). */
export interface LoginData {
  readonly email: string;
  readonly newsletter: boolean;
  readonly recaptchaToken: string;
  readonly redirectPath?: string | undefined;
  /** True on the login page. */
  readonly fromLoginPage?: boolean | undefined;
  /** True from the certificate form. */
  readonly fromCertificatePage?: boolean | undefined;
  readonly registrationUrl?: string | undefined;
  readonly referrerUrl?: string | undefined;
}

/** The wire body of the login call (spec 1 §7) for the login data of a visitor screen. */
export function loginRequestBody(data: LoginData): z.input<typeof loginRequestSchema> {
  return {
    email: data.email,
    newsletter: data.newsletter,
    recaptchaToken: data.recaptchaToken,
    RedirectPath: data.redirectPath ?? null,
    FromLoginPage: data.fromLoginPage ?? false,
    FromCTABlock: false,
    RegistrationUrl: data.registrationUrl ?? null,
    ReferrerUrl: data.referrerUrl ?? null,
    FromCertificatePage: data.fromCertificatePage ?? false,
  };
}

/**
 * The authentication calls of {@link createApiClient} (spec 1 §7): login, the session, the links that
 * activate or change an account, the bot-check challenge and the editor check.
 */
export function createAuthCalls(options: ApiClientOptions, call: CallFunction) {
  /** The call of a magic link that changes an account: the link's token and the account's id. */
  function accountLinkCall(
    contract: typeof apiContracts.changeEmailFromMagicLink | typeof apiContracts.anonymizeUserFromMagicLink,
  ) {
    return async (
      input: { readonly activationToken: string; readonly userId: string },
      init: CallOptions = {},
    ): Promise<ApiResult<LinkResult<'success' | 'error token not valid' | 'not authorized'>>> =>
      mapResult(await call(contract, { body: input, signal: init.signal }), mapLinkResult);
  }

  return {
    /** POST login. A non-ok answer counts as 'error generic not authorized' (spec 1 §7). */
    async login(data: LoginData, init: CallOptions = {}): Promise<ApiResult<LoginResult>> {
      const contract = apiContracts.login;
      const outcome = await sendCall(options, contract, {
        body: loginRequestBody(data),
        signal: init.signal,
      });
      if (isSettledResult(outcome)) return outcome;
      if (!outcome.ok || outcome.redirected) return loaded(LOGIN_NOT_OK_RESULT);
      return mapResult(await applyErrorPolicy(outcome, contract.response, 'json'), mapLoginResult);
    },

    /** POST IsSessionValid: 'invalid' or 'error generic not authorized' mean logged out (spec 1 §7). */
    async isSessionValid(init: CallOptions = {}): Promise<ApiResult<SessionState>> {
      return mapResult(await call(apiContracts.isSessionValid, { signal: init.signal }), mapSessionState);
    },

    /** POST logout; the answer body is ignored. */
    async logout(init: CallOptions = {}): Promise<ApiResult<void>> {
      return mapResult(await call(apiContracts.logout, { signal: init.signal }), () => undefined);
    },

    /** POST activate with the activation link's token and e-mail. */
    async activate(
      input: { readonly activationToken: string; readonly email: string },
      init: CallOptions = {},
    ): Promise<ApiResult<LinkResult<'success' | 'error token not valid'>>> {
      return mapResult(
        await call(apiContracts.activate, { body: input, signal: init.signal }),
        mapLinkResult,
      );
    },

    /** POST change-email-from-magiclink. */
    changeEmailFromMagicLink: accountLinkCall(apiContracts.changeEmailFromMagicLink),

    /** POST anonymize-user-from-magiclink. */
    anonymizeUserFromMagicLink: accountLinkCall(apiContracts.anonymizeUserFromMagicLink),

    /** POST change-own-email/{userId}/{newEmail} (project choice for {a}/{b}); gives the Status. */
    async changeOwnEmail(
      userId: string,
      newEmail: string,
      init: CallOptions = {},
    ): Promise<ApiResult<z.output<typeof apiContracts.changeOwnEmail.response>['Status']>> {
      return mapResult(
        await call(apiContracts.changeOwnEmail, { params: { userId, newEmail }, signal: init.signal }),
        (wire) => wire.Status,
      );
    },

    /** POST anonymize-account: mails a confirmation link; the body is read and ignored. */
    async anonymizeAccount(init: CallOptions = {}): Promise<ApiResult<void>> {
      return mapResult(await call(apiContracts.anonymizeAccount, { signal: init.signal }), () => undefined);
    },

    /** GET the ALTCHA bot-check challenge (project choice). */
    async altchaChallenge(
      init: CallOptions = {},
    ): Promise<ApiResult<z.output<typeof apiContracts.altchaChallenge.response>>> {
      return call(apiContracts.altchaChallenge, { signal: init.signal });
    },

    /** GET is-editor: the admin check (project choice). */
    async isEditor(init: CallOptions = {}): Promise<ApiResult<boolean>> {
      return mapResult(await call(apiContracts.isEditor, { signal: init.signal }), (wire) => wire.IsEditor);
    },
  };
}
