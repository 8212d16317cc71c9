import { z } from 'zod/mini';

// Classic zod sets the English messages when it makes its first schema; zod/mini sets none, and every
// issue would read "Invalid input". The contract-failure text (error-policy) and cms-model's invalid
// blocks quote the messages, so set English the same way: only when no locale has been set.
if (!z.core.globalConfig.localeError) z.config(z.locales.en());

/** The anti-forgery header sent on state-changing authentication calls (spec 1 §7). */
export const ANTI_FORGERY_HEADER = 'X-CSRF-Token';

/** HTTP methods the calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Retry policy names. The client never retries on its own: a state machine or store applies the
 * policy with `retry()` (spec 1 §4 puts the 500 ms retry in the auth machine; spec 3 §9 the loading
 * retry in the player).
 * - `none`: one attempt (the redirect lookup, spec 1 §9, and every call the spec gives no retry).
 * - `auth`: retry after 500 ms on an api error (spec 1 §4, §9).
 * - `loading`: up to 10 attempts 10 ms apart, then failed 500 (spec 3 §9).
 */
export type RetryPolicyName = 'none' | 'auth' | 'loading';

/**
 * How a request body travels: `none` (no body, no content type), `json`, `empty-json`
 * (a `{}` body with a JSON content type, for calls the spec sends "JSON content type" without a
 * payload) or `binary` (a file upload, content type of the file).
 */
export type BodyType = 'none' | 'json' | 'empty-json' | 'binary';

/**
 * How an answer is read: `json` (parsed and checked against `response`), `ignored` (read and
 * dropped; the spec says the body is not used) or `binary` (an image; the client only builds URLs).
 */
export type ResponseType = 'json' | 'ignored' | 'binary';

/**
 * One call of the specification: everything both the client and the server need.
 * `path` is a template: `{name}` is one URL-encoded segment, `{+name}` a reserved expansion
 * that may contain `/` (RFC 6570), used for CMS path aliases.
 * Absent parts are `undefined` (never missing) so their types stay precise.
 */
export interface CallContract {
  /** Where the call is specified, e.g. 'spec 1 §7'. */
  readonly spec: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Path parameters (Fastify `params`). */
  readonly params: z.ZodMiniType | undefined;
  /** Query parameters (Fastify `querystring`); server-side values arrive as strings, hence coercion. */
  readonly querystring: z.ZodMiniType | undefined;
  /** Request body. */
  readonly body: z.ZodMiniType | undefined;
  readonly bodyType: BodyType;
  /** The answer on success (for `ignored` answers: what the reference server sends). */
  readonly response: z.ZodMiniType;
  readonly responseType: ResponseType;
  /** Send cookies cross-origin (`credentials: 'include'`); otherwise `same-origin`. */
  readonly credentials: boolean;
  /** Send the anti-forgery header (state-changing authentication calls only, spec 1 §7). */
  readonly antiForgery: boolean;
  readonly retry: RetryPolicyName;
  /** Set when the spec does not show this call (or part of it) and this project chose. */
  readonly projectChoice: string | undefined;
}

/** Keeps the literal type of a call contract (an identity function; no side effects). */
export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

/**
 * A public read of JSON (CMS, menus, search): a GET without a body, cookies or anti-forgery header
 * that is never retried (spec 1 §9). A call adds its spec, path, parameters and answer.
 */
export const publicJsonGet = {
  method: 'GET',
  body: undefined,
  bodyType: 'none',
  responseType: 'json',
  credentials: false,
  antiForgery: false,
  retry: 'none',
  projectChoice: undefined,
} as const;

/** An empty uuid stands for an unset id (spec 1 §9). */
export const EMPTY_UUID = '00000000-0000-0000-0000-000000000000';

/** A uuid (runs, certificates, users). The empty uuid is a valid wire value meaning "unset". */
export const uuidSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Expected a uuid'));

// Project choice: content ids of the learning side (course, chapter, teaching activity, answer)
// are positive integers, like the special activity id 100000 of spec 3 §3; runs, certificates
// and users have uuids (spec 1 §9 "an empty uuid stands for an unset id").
/** The largest value of a PostgreSQL `integer` (int4) column, where content ids are stored. */
export const INT4_MAX = 2_147_483_647;

/** A numeric content id (course, chapter, activity, answer): an int4, so a larger one is a 400, not a 500. */
export const contentIdSchema = z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX));

/** A numeric id as it arrives in a query string or path segment. */
export const contentIdParamSchema = z.coerce.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX));

/**
 * Most answer ids one call may carry: the largest activity of the demo trainings has 12 answers, the
 * editor allows 50; 200 leaves room and keeps a request from making the server echo thousands of ids.
 */
export const MAX_IDS_PER_CALL = 200;

/** Longest e-mail address (RFC 5321 path limit): longer is a 400. */
export const MAX_EMAIL_LENGTH = 254;
/** Longest token a request may carry (a bot-check payload, a mailed link's token). */
export const MAX_TOKEN_LENGTH = 4096;
/** Longest address a request may carry (a redirect path, a referrer). */
export const MAX_URL_LENGTH = 2000;
/** Longest editable document (its JSON text): the largest demo document is under 10 kB. */
export const MAX_EDITABLE_DOCUMENT_LENGTH = 500_000;
export { MAX_SEARCH_LENGTH } from '../search-limits.js';

/** An e-mail address in a request: valid and bounded. */
export const emailSchema = z.email().check(z.maxLength(MAX_EMAIL_LENGTH));

/** A list of content ids in a request: bounded, so a huge list is a 400. */
export const contentIdListSchema = z.array(contentIdSchema).check(z.maxLength(MAX_IDS_PER_CALL));

/** An ISO 8601 date-time string. */
export const isoDateTimeSchema = z.string().check(
  z.refine((value) => !Number.isNaN(Date.parse(value)), {
    message: 'Expected an ISO 8601 date',
  }),
);

/** The domain image: url, alt, title, crops (url and width), width, height (spec 2 §3.2). */
export interface Image {
  readonly url: string;
  readonly alt: string;
  readonly title?: string;
  readonly crops: readonly ImageCrop[];
  readonly width?: number;
  readonly height?: number;
}

/** One image crop (spec 2 §3.2, §9). */
export interface ImageCrop {
  readonly url: string;
  readonly width: number;
  readonly height?: number;
}

// Project choice: images in learning answers (chapters, flip cards, certificate page, summary page)
// are objects with Url, Alt and optional sizes and crops, so flip-card images keep their alt text.
// A bare URL string is accepted too and maps to an image with empty alt (decorative).
/** A learning-side image: a URL, or `{ Url, Alt, Width?, Height?, Crops? }`. */
export const elearningImageSchema = z.union([
  z.string(),
  z.looseObject({
    Url: z.string(),
    Alt: z._default(z.string(), ''),
    Title: z.nullish(z.string()),
    Width: z.nullish(z.number()),
    Height: z.nullish(z.number()),
    Crops: z.nullish(
      z.array(z.object({ Url: z.string(), Width: z.number(), Height: z.nullish(z.number()) })),
    ),
  }),
]);

/** Wire type of {@link elearningImageSchema}. */
export type ElearningImageWire = z.output<typeof elearningImageSchema>;

/** Maps a learning-side image to the domain image; `null`/`undefined` stay undefined. */
export function mapElearningImage(image: ElearningImageWire | null | undefined): Image | undefined {
  if (image === null || image === undefined) return undefined;
  if (typeof image === 'string') return image === '' ? undefined : { url: image, alt: '', crops: [] };
  return {
    url: image.Url,
    alt: image.Alt,
    ...(image.Title ? { title: image.Title } : {}),
    crops: (image.Crops ?? [])
      .map((crop) => ({
        url: crop.Url,
        width: crop.Width,
        ...(crop.Height == null ? {} : { height: crop.Height }),
      }))
      .sort((a, b) => a.width - b.width),
    ...(image.Width == null ? {} : { width: image.Width }),
    ...(image.Height == null ? {} : { height: image.Height }),
  };
}
