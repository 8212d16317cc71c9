import { z } from 'zod/mini';
import {
  defineCall,
  emailSchema,
  isoDateTimeSchema,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
  uuidSchema,
} from './common.js';

/*
 * Authentication calls (spec 1 §3, §4, §7). Field names are as the spec writes them, mixed case
 * included (`email` but `RedirectPath`). Statuses are the spec's strings. The schemas are strict
 * on statuses: an answer with an unknown status fails its contract (code 599) and the auth machine
 * treats it as "any other result" (spec 1 §4).
 */

export { ANTI_FORGERY_HEADER } from './common.js';

/** An auth user (spec 1 §3): Email, Created, Id. */
export const authUserSchema = z.looseObject({
  Email: z.string(),
  Created: isoDateTimeSchema,
  Id: uuidSchema,
  /** Project choice (decision 0013): true for an editor; absent otherwise. */
  IsEditor: z.optional(z.boolean()),
  /**
   * Project choice: the account's analytics pseudonym, the tracking record's userId (spec 3 §3). Not
   * the account id; only the server can link the two. Optional: another server may leave it out.
   */
  AnalyticsId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** Login statuses (spec 1 §7). */
export const LOGIN_STATUSES = [
  'success',
  'account magic link sent',
  'error too many attempts',
  'error generic not authorized',
  'error recaptcha failed',
] as const;

/** A login status. */
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Login body (spec 1 §7). `recaptchaToken` carries the bot-check token (an ALTCHA payload here). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  newsletter: z.boolean(),
  recaptchaToken: z.string().check(z.maxLength(MAX_TOKEN_LENGTH)),
  RedirectPath: z.nullish(z.string().check(z.maxLength(MAX_URL_LENGTH))),
  /** True on the login page. */
  FromLoginPage: z.boolean(),
  /** Always false in the visitor screens. */
  FromCTABlock: z.boolean(),
  RegistrationUrl: z.nullish(z.string().check(z.maxLength(MAX_URL_LENGTH))),
  ReferrerUrl: z.nullish(z.string().check(z.maxLength(MAX_URL_LENGTH))),
  /** True from the certificate form. */
  FromCertificatePage: z.boolean(),
});

/** Login answer: status, user, redirectPath. */
export const loginResponseSchema = z.looseObject({
  status: z.enum(LOGIN_STATUSES),
  user: z.nullish(authUserSchema),
  redirectPath: z.nullish(z.string()),
});

// Project choice: spec 1 §7 names 'invalid' and 'error generic not authorized' (logged out);
// a valid session answers 'success' with the user.
/** IsSessionValid statuses. */
export const SESSION_STATUSES = ['success', 'invalid', 'error generic not authorized'] as const;

/** IsSessionValid answer. */
export const isSessionValidResponseSchema = z.looseObject({
  status: z.enum(SESSION_STATUSES),
  user: z.nullish(authUserSchema),
});

// Project choice: spec 1 §7 shows no logout or anonymize-account answer; the reference server
// sends { status: 'success' } and the client reads and ignores the body.
/** Logout / anonymize-account answer as the reference server sends it (the client ignores it). */
export const acknowledgementResponseSchema = z.looseObject({ status: z.literal('success') });

/** Activate body (spec 1 §7). */
export const activateRequestSchema = z.object({
  activationToken: z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH)),
  email: emailSchema,
});

/** Activate statuses: success or token not valid; anything else is an api error (spec 1 §4). */
export const ACTIVATE_STATUSES = ['success', 'error token not valid'] as const;

/** Activate answer. */
export const activateResponseSchema = z.looseObject({
  status: z.enum(ACTIVATE_STATUSES),
  user: z.nullish(authUserSchema),
});

/** Magic-link body for change-email and anonymize links (spec 1 §7). */
export const magicLinkRequestSchema = z.object({
  activationToken: z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH)),
  userId: uuidSchema,
});

/** Magic-link statuses: as activate, plus 'not authorized' (spec 1 §6). */
export const MAGIC_LINK_STATUSES = ['success', 'error token not valid', 'not authorized'] as const;

/** Magic-link answer. */
export const magicLinkResponseSchema = z.looseObject({
  status: z.enum(MAGIC_LINK_STATUSES),
  user: z.nullish(authUserSchema),
});

// Project choice: spec 1 §7 does not show the meaning of change-own-email/{a}/{b}:
// {a} is the signed-in user's id and {b} the new e-mail address, URL-encoded.
/** change-own-email path parameters. */
export const changeOwnEmailParamsSchema = z.object({
  userId: uuidSchema,
  newEmail: emailSchema,
});

// Project choice: the Status values of change-own-email. The account's current address is not
// a status but a 409 with a reason (nothing would change; decision 0033), which the error policy
// reports as failed; the account screen says so before calling.
/** change-own-email statuses. */
export const CHANGE_OWN_EMAIL_STATUSES = [
  'success',
  'not authorized',
  'error invalid email',
  'error too many attempts',
] as const;

/** change-own-email answer: Status (PascalCase, as spec 1 §7 writes it). */
export const changeOwnEmailResponseSchema = z.looseObject({ Status: z.enum(CHANGE_OWN_EMAIL_STATUSES) });

// Project choice: the bot check is self-hosted ALTCHA (decision 0006); its challenge comes from
// GET /api/v1/authentication/altcha-challenge and the solved payload travels in recaptchaToken.
/** The ALTCHA challenge (fields of the ALTCHA protocol; others let through). */
export const altchaChallengeResponseSchema = z.looseObject({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.optional(z.number().check(z.int(), z.positive())),
});

// Project choice (decision 0104): a page a shared cache keeps holds no token; the client asks this
// call for one when the page field is empty.
/** anti-forgery-token answer: the token for the X-CSRF-Token header. */
export const antiForgeryTokenResponseSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });

// Project choice: admin mode needs the server to confirm the editor role (decision 0013); spec 3 §6
// only names "an admin check".
/** is-editor answer. */
export const isEditorResponseSchema = z.looseObject({ IsEditor: z.boolean() });

/** Domain: an auth user. */
export interface AuthUser {
  readonly email: string;
  readonly created: string;
  readonly id: string;
  /** The editor role (decision 0013); only present, and true, for editors. */
  readonly isEditor?: true;
  /** The account's analytics pseudonym (the tracking record's userId), when the server gives one. */
  readonly analyticsId?: string;
}

/** Domain: a login answer. */
export interface LoginResult {
  readonly status: LoginStatus;
  readonly user?: AuthUser;
  readonly redirectPath?: string;
}

/** Domain: the session check. */
export type SessionState =
  | { readonly loggedIn: true; readonly user: AuthUser }
  | { readonly loggedIn: false };

/** Domain: an activation or magic-link answer. */
export interface LinkResult<S extends string> {
  readonly status: S;
  readonly user?: AuthUser;
}

/** Maps an auth user. */
export function mapAuthUser(wire: z.output<typeof authUserSchema>): AuthUser {
  return {
    email: wire.Email,
    created: wire.Created,
    id: wire.Id,
    ...(wire.IsEditor ? { isEditor: true } : {}),
    ...(wire.AnalyticsId ? { analyticsId: wire.AnalyticsId } : {}),
  };
}

/** Maps a login answer. */
export function mapLoginResult(wire: z.output<typeof loginResponseSchema>): LoginResult {
  return {
    status: wire.status,
    ...(wire.user ? { user: mapAuthUser(wire.user) } : {}),
    ...(wire.redirectPath ? { redirectPath: wire.redirectPath } : {}),
  };
}

/** The login result a non-ok answer counts as (spec 1 §7). */
export const LOGIN_NOT_OK_RESULT: LoginResult = Object.freeze({ status: 'error generic not authorized' });

/**
 * Maps IsSessionValid: 'invalid' and 'error generic not authorized' mean logged out (spec 1 §7);
 * any other status counts as logged in only when a user came with it.
 */
export function mapSessionState(wire: z.output<typeof isSessionValidResponseSchema>): SessionState {
  if (wire.status === 'invalid' || wire.status === 'error generic not authorized' || !wire.user) {
    return { loggedIn: false };
  }
  return { loggedIn: true, user: mapAuthUser(wire.user) };
}

/** Maps an activate or magic-link answer. */
export function mapLinkResult<S extends string>(wire: {
  readonly status: S;
  readonly user?: z.output<typeof authUserSchema> | null | undefined;
}): LinkResult<S> {
  return { status: wire.status, ...(wire.user ? { user: mapAuthUser(wire.user) } : {}) };
}

const postAuth = {
  method: 'POST',
  params: undefined,
  querystring: undefined,
  // Authentication works on the session cookie, so every auth call sends credentials.
  credentials: true,
  projectChoice: undefined,
} as const;

/**
 * What a mailed link confirms (a new address, erasing the account): the link's token in, the same
 * answer out; only the path tells the actions apart.
 */
const magicLinkAction = {
  ...postAuth,
  spec: 'spec 1 §7',
  body: magicLinkRequestSchema,
  bodyType: 'json',
  response: magicLinkResponseSchema,
  responseType: 'json',
  antiForgery: true,
  retry: 'auth',
} as const;

/**
 * The authentication calls (spec 1 §7). `antiForgery` marks the state-changing ones;
 * IsSessionValid only reads, and the bot-check challenge and editor check are GETs.
 */
export const authCalls = {
  login: defineCall({
    ...postAuth,
    spec: 'spec 1 §7',
    path: '/api/v1/authentication/login',
    body: loginRequestSchema,
    bodyType: 'json',
    response: loginResponseSchema,
    responseType: 'json',
    antiForgery: true,
    retry: 'auth',
  }),
  isSessionValid: defineCall({
    ...postAuth,
    spec: 'spec 1 §7',
    path: '/api/v1/authentication/IsSessionValid',
    body: undefined,
    bodyType: 'none',
    response: isSessionValidResponseSchema,
    responseType: 'json',
    antiForgery: false,
    retry: 'none',
    projectChoice: "Status 'success' with the user means logged in.",
  }),
  logout: defineCall({
    ...postAuth,
    spec: 'spec 1 §7',
    path: '/api/v1/authentication/logout',
    body: undefined,
    bodyType: 'none',
    response: acknowledgementResponseSchema,
    responseType: 'ignored',
    antiForgery: true,
    retry: 'auth',
    projectChoice: "Answer body not shown: the server sends { status: 'success' }, the client ignores it.",
  }),
  activate: defineCall({
    ...postAuth,
    spec: 'spec 1 §7',
    path: '/api/v1/authentication/activate',
    body: activateRequestSchema,
    bodyType: 'json',
    response: activateResponseSchema,
    responseType: 'json',
    antiForgery: true,
    retry: 'auth',
  }),
  changeEmailFromMagicLink: defineCall({
    ...magicLinkAction,
    path: '/api/v1/authentication/change-email-from-magiclink',
  }),
  anonymizeUserFromMagicLink: defineCall({
    ...magicLinkAction,
    path: '/api/v1/authentication/anonymize-user-from-magiclink',
  }),
  changeOwnEmail: defineCall({
    ...postAuth,
    spec: 'spec 1 §7',
    path: '/api/v1/authentication/change-own-email/{userId}/{newEmail}',
    params: changeOwnEmailParamsSchema,
    body: undefined,
    // spec 1 §7: "JSON content type" without a payload; an empty JSON object keeps JSON parsers happy.
    bodyType: 'empty-json',
    response: changeOwnEmailResponseSchema,
    responseType: 'json',
    antiForgery: true,
    retry: 'none',
    projectChoice: '{a} = user id, {b} = new e-mail (URL-encoded); Status values chosen here.',
  }),
  anonymizeAccount: defineCall({
    ...postAuth,
    spec: 'spec 1 §7',
    path: '/api/v1/authentication/anonymize-account',
    body: undefined,
    bodyType: 'none',
    response: acknowledgementResponseSchema,
    responseType: 'ignored',
    antiForgery: true,
    retry: 'none',
    projectChoice:
      "Body read and ignored; the server sends { status: 'success' } and mails a confirmation link.",
  }),
  altchaChallenge: defineCall({
    ...postAuth,
    method: 'GET',
    spec: 'spec 1 §7 (bot-check service)',
    path: '/api/v1/authentication/altcha-challenge',
    body: undefined,
    bodyType: 'none',
    response: altchaChallengeResponseSchema,
    responseType: 'json',
    antiForgery: false,
    retry: 'none',
    projectChoice: 'Self-hosted ALTCHA challenge; the solution travels in recaptchaToken.',
  }),
  antiForgeryToken: defineCall({
    ...postAuth,
    method: 'GET',
    spec: 'spec 1 §7 (the anti-forgery token)',
    path: '/api/v1/authentication/anti-forgery-token',
    body: undefined,
    bodyType: 'none',
    response: antiForgeryTokenResponseSchema,
    responseType: 'json',
    antiForgery: false,
    retry: 'none',
    projectChoice:
      'Spec 1 §7 takes the token from a hidden page field; a page kept by a shared cache is the same for everyone and holds none, so the client asks this call when the field is empty (decision 0104).',
  }),
  isEditor: defineCall({
    ...postAuth,
    method: 'GET',
    spec: 'spec 3 §6 (admin check)',
    path: '/api/v1/authentication/is-editor',
    body: undefined,
    bodyType: 'none',
    response: isEditorResponseSchema,
    responseType: 'json',
    antiForgery: false,
    retry: 'none',
    projectChoice: 'The admin check of spec 3 §6: GET /api/v1/authentication/is-editor -> { IsEditor }.',
  }),
} as const;
