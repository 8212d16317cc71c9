import type { z } from 'zod/mini';
import { type ApiResult, failed, loaded, mapResult } from './async-result.js';
import { createCall } from './call.js';
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
import type { BlobDeleteOutcome, BlobPage, BlobUse, PickerImage } from './contracts/blobs.js';
import { blobRefusalSchema, mapBlobItem, mapBlobPage } from './contracts/blobs.js';
import { type CertificatePage, mapCertificatePage } from './contracts/certificates.js';
import {
  type CmsNodeWire,
  mapNodePath,
  mapOverviewPage,
  type OverviewKind,
  type OverviewPage,
} from './contracts/cms.js';
import { COUNTER_INVALID_STATUS } from './contracts/counter.js';
import type { EDITABLE_FIELDS, EDITABLE_TARGET_KINDS } from './contracts/editable-documents.js';
import { type MemoryTest, type MemoryTestVariant, mapMemoryTest } from './contracts/memory-test.js';
import { type MenuItem, type MenuName, mapMenu } from './contracts/menus.js';
import type { Brand } from './contracts/newsletter.js';
import { mapRedirect, NO_REDIRECT_STATUS, type Redirect } from './contracts/redirects.js';
import { apiContracts } from './contracts/registry.js';
import {
  mapSearchPage,
  SEARCH_TOTAL_HEADER,
  type SearchContentType,
  type SearchPage,
  searchTotalOf,
} from './contracts/search.js';
import { applyErrorPolicy, UNPARSABLE_STATUS } from './error-policy.js';
import { callUrl, isSettledResult, sendCall } from './http.js';
import {
  type ApiClientOptions,
  type CallOptions,
  createLearningClient,
  type ShuffleOptions,
} from './learning-client.js';

export type { ApiClientOptions, CallOptions, ShuffleOptions };

/**
 * The refusal body of a blob call's 4xx (not 401/403), or null. Reads the body only for those
 * answers, so a success is left for the error policy to read.
 */
async function blobRefusal(response: Response) {
  const refused =
    response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 403;
  if (!refused) return null;
  try {
    const parsed = blobRefusalSchema.safeParse(await response.clone().json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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

/** The overview calls by kind. */
const OVERVIEW_CALLS = {
  news: apiContracts.newsOverview,
  organisations: apiContracts.organisationOverview,
  stories: apiContracts.storyOverview,
} as const;

/**
 * Creates the API client: one method per call of the specification, each resolving to an
 * {@link ApiResult} and never throwing for an HTTP outcome. The one deliberate throw is the search
 * mapper's unsupported doc type (spec 2 §5). The client makes exactly one request per method
 * call; retries are applied by the caller with {@link ApiClient.withRetry} and the call's policy.
 */
export function createApiClient(options: ApiClientOptions) {
  const call = createCall(options);

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

  const client = {
    // The learning calls (spec 3 §7, spec 2 §7) and withRetry: the same methods as the player's client.
    ...createLearningClient(options),

    // ------------------------------------------------------------ authentication (spec 1 §7)

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

    // ------------------------------------------------------------ redirects (spec 1 §7)

    /**
     * GET the redirect for a path: `null` on 404 (no redirect, spec 1 §7) and on the reference server's
     * 204 No Content (`NO_REDIRECT_STATUS`). Never retried (spec 1 §9).
     */
    async redirectFrom(path: string, init: CallOptions = {}): Promise<ApiResult<Redirect | null>> {
      const contract = apiContracts.redirectFrom;
      const outcome = await sendCall(options, contract, { query: { path }, signal: init.signal });
      if (isSettledResult(outcome)) return outcome;
      if (outcome.status === 404 || outcome.status === NO_REDIRECT_STATUS) return loaded(null);
      return mapResult(await applyErrorPolicy(outcome, contract.response, 'json'), mapRedirect);
    },

    // ------------------------------------------------------------ certificates (spec 1 §7)

    /** POST CreateCertificate; gives the CertificateId. */
    async createCertificate(
      input: { readonly personName: string; readonly runId: string },
      init: CallOptions = {},
    ): Promise<ApiResult<string>> {
      return mapResult(
        await call(apiContracts.createCertificate, { body: input, signal: init.signal }),
        (wire) => wire.CertificateId,
      );
    },

    /** GET CertificatePage/{id}. */
    async certificatePage(id: string, init: CallOptions = {}): Promise<ApiResult<CertificatePage>> {
      return mapResult(
        await call(apiContracts.certificatePage, { params: { id }, signal: init.signal }),
        mapCertificatePage,
      );
    },

    /** The URL of a certificate's image (project choice). */
    certificateImageUrl(id: string): string {
      return callUrl(options.baseUrl, apiContracts.certificateImage, { id });
    },

    /** The URL of a certificate's 1200x630 share image (project choice). */
    certificateShareImageUrl(id: string): string {
      return callUrl(options.baseUrl, apiContracts.certificateShareImage, { id });
    },

    // ------------------------------------------------------------ menus (spec 1 §7)

    /** GET a menu; items sorted by weight. */
    async menu(menuName: MenuName, init: CallOptions = {}): Promise<ApiResult<MenuItem[]>> {
      return mapResult(
        await call(apiContracts.menuItems, { params: { menuName }, signal: init.signal }),
        mapMenu,
      );
    },

    // ------------------------------------------------------------ CMS (spec 2 §7)

    /** GET homepage: the first node of the list; an empty list is failed 404. */
    async homepage(init: CallOptions = {}): Promise<ApiResult<CmsNodeWire>> {
      const result = await call(apiContracts.homepage, { signal: init.signal });
      if (result.kind !== 'loaded') return result;
      const [first] = result.value;
      return first ? loaded(first) : failed(404, 'No homepage');
    },

    /** GET a page by its path alias (the CMS node; cms-model maps it to a Page). */
    async page(path: string, init: CallOptions = {}): Promise<ApiResult<CmsNodeWire>> {
      return call(apiContracts.page, { params: { path }, signal: init.signal });
    },

    /** GET a preview of a revision (editors only). */
    async preview(
      input: { readonly entityType: string; readonly entityId: string; readonly revisionId: string },
      init: CallOptions = {},
    ): Promise<ApiResult<CmsNodeWire>> {
      return call(apiContracts.preview, { params: input, signal: init.signal });
    },

    /** GET one page of an overview; `page` starts at 1 and the request uses page minus 1 (spec 2 §9). */
    async overview(
      kind: OverviewKind,
      page: number,
      init: CallOptions = {},
    ): Promise<ApiResult<OverviewPage>> {
      const result = await call(OVERVIEW_CALLS[kind], {
        query: { status: 0, page: page - 1 },
        signal: init.signal,
      });
      return mapResult(result, (wire) => mapOverviewPage(wire, page));
    },

    /** GET an overview without page and read pager.total_items. */
    async overviewTotal(kind: OverviewKind, init: CallOptions = {}): Promise<ApiResult<number>> {
      const result = await call(OVERVIEW_CALLS[kind], { query: { status: 0 }, signal: init.signal });
      return mapResult(result, (wire) => Number(wire.pager.total_items));
    },

    /**
     * GET node-path: always loaded. The alias, '/' when the field is missing, the input path
     * itself on a failed answer (spec 3 §7).
     */
    async nodePath(path: string, init: CallOptions = {}): Promise<ApiResult<string>> {
      const result = await call(apiContracts.nodePath, { query: { path }, signal: init.signal });
      return loaded(result.kind === 'loaded' ? mapNodePath(result.value) : path);
    },

    // ------------------------------------------------------------ counter (spec 2 §7)

    /** GET the counter: a plain number, else failed with status 200 (spec 2 §5). */
    async counter(init: CallOptions = {}): Promise<ApiResult<number>> {
      return call(apiContracts.counter, { signal: init.signal }, { invalidStatus: COUNTER_INVALID_STATUS });
    },

    // ------------------------------------------------------------ memory test

    /** GET one questionnaire of the memory test. Nothing is ever sent back: the browser scores. */
    async memoryTest(variant: MemoryTestVariant, init: CallOptions = {}): Promise<ApiResult<MemoryTest>> {
      const result = await call(apiContracts.memoryTest, { params: { variant }, signal: init.signal });
      return mapResult(result, mapMemoryTest);
    },

    /** PUT an editable document (project choice; editors only). */
    async saveEditableDocument(
      input: {
        readonly targetKind: (typeof EDITABLE_TARGET_KINDS)[number];
        readonly targetId: number;
        readonly field: (typeof EDITABLE_FIELDS)[number];
        readonly content: string;
      },
      init: CallOptions = {},
    ): Promise<ApiResult<{ readonly revisionId: number; readonly savedAt: string }>> {
      const result = await call(apiContracts.saveEditableDocument, {
        body: {
          TargetKind: input.targetKind,
          TargetId: input.targetId,
          Field: input.field,
          Content: input.content,
        },
        signal: init.signal,
      });
      return mapResult(result, (wire) => ({ revisionId: wire.RevisionId, savedAt: wire.SavedAt }));
    },

    // ------------------------------------------------------------ search (spec 2 §7)

    /**
     * GET one page of Search; `page` starts at 1 and the request uses page minus 1, as the overviews'
     * (the first page is asked without it). The number of all hits comes in the answer's
     * X-Total-Count header; an answer without it breaks the contract (failed 599). Throws
     * `UnsupportedDocTypeError` for an unknown DocType (spec 2 §5); every HTTP outcome is a result.
     */
    async search(
      query: string,
      contentType: SearchContentType = 'alle',
      page = 1,
      init: CallOptions = {},
    ): Promise<ApiResult<SearchPage>> {
      const contract = apiContracts.search;
      const outcome = await sendCall(options, contract, {
        query: { query, contentType, ...(page > 1 ? { page: page - 1 } : {}) },
        signal: init.signal,
      });
      if (isSettledResult(outcome)) return outcome;
      const result = await applyErrorPolicy(outcome, contract.response, 'json');
      if (result.kind !== 'loaded') return result;
      const total = searchTotalOf(outcome.headers.get(SEARCH_TOTAL_HEADER));
      if (total === undefined) return failed(UNPARSABLE_STATUS, `${SEARCH_TOTAL_HEADER} missing or no count`);
      return loaded(mapSearchPage(result.value, total, page));
    },

    /** GET Search/synonyms: the request is made, and the result is always an empty list (spec 2 §7). */
    async searchSynonyms(query: string, init: CallOptions = {}): Promise<ApiResult<string[]>> {
      await call(apiContracts.searchSynonyms, { query: { query }, signal: init.signal });
      return loaded([]);
    },

    /** GET Search/suggest. */
    async searchSuggest(prefix: string, init: CallOptions = {}): Promise<ApiResult<string[]>> {
      return call(apiContracts.searchSuggest, { query: { prefix }, signal: init.signal });
    },

    // ------------------------------------------------------------ blob storage (project choice)

    /** GET a page of the 'pictures' container, newest first. */
    async listBlobs(
      page: { readonly offset: number; readonly limit: number },
      init: CallOptions = {},
    ): Promise<ApiResult<BlobPage>> {
      return mapResult(await call(apiContracts.listBlobs, { query: page, signal: init.signal }), mapBlobPage);
    },

    /**
     * PUT an image file as blob `name`. A refused upload is failed with its status and, as `error`,
     * the server's refusal code ('not-an-image', 'too-large', 'too-many-pixels', 'bad-name').
     */
    async uploadBlob(name: string, file: Blob, init: CallOptions = {}): Promise<ApiResult<PickerImage>> {
      const contract = apiContracts.uploadBlob;
      const outcome = await sendCall(options, contract, {
        params: { name },
        body: file,
        signal: init.signal,
      });
      if (isSettledResult(outcome)) return outcome;
      const refusal = await blobRefusal(outcome);
      if (refusal?.code) return failed(outcome.status, refusal.code);
      return mapResult(await applyErrorPolicy(outcome, contract.response, 'json'), mapBlobItem);
    },

    /**
     * DELETE a blob and its variants. Without `force` the server refuses an image in use: the
     * outcome is then 'in-use' with the places; with `force` (the editor saw them) it deletes anyway.
     */
    async deleteBlob(
      name: string,
      init: CallOptions & { readonly force?: boolean } = {},
    ): Promise<ApiResult<BlobDeleteOutcome>> {
      const contract = apiContracts.deleteBlob;
      const outcome = await sendCall(options, contract, {
        params: { name },
        query: init.force ? { force: 'true' } : {},
        signal: init.signal,
      });
      if (isSettledResult(outcome)) return outcome;
      const refusal = await blobRefusal(outcome);
      if (refusal?.code === 'in-use') return loaded({ kind: 'in-use', uses: refusal.uses ?? [] });
      return mapResult(await applyErrorPolicy(outcome, contract.response, 'json'), (wire) => ({
        kind: 'deleted' as const,
        deleted: wire.deleted,
      }));
    },

    /** GET where a blob is used (trainings and CMS pages), for the delete dialog. */
    async blobUses(name: string, init: CallOptions = {}): Promise<ApiResult<readonly BlobUse[]>> {
      return mapResult(
        await call(apiContracts.blobUses, { params: { name }, signal: init.signal }),
        (wire) => wire.uses,
      );
    },

    /** POST create the 13 size variants of a blob (existing ones are skipped); gives them and the original's size. */
    async createBlobVariants(
      name: string,
      init: CallOptions = {},
    ): Promise<ApiResult<z.output<typeof apiContracts.createBlobVariants.response>>> {
      return call(apiContracts.createBlobVariants, { params: { name }, signal: init.signal });
    },

    // ------------------------------------------------------------ newsletter (project choice)

    /** POST the plain fallback newsletter form. */
    async newsletterSubscribe(
      input: { readonly email: string; readonly brand: Brand; readonly recaptchaToken: string },
      init: CallOptions = {},
    ): Promise<ApiResult<z.output<typeof apiContracts.newsletterSubscribe.response>['status']>> {
      return mapResult(
        await call(apiContracts.newsletterSubscribe, { body: input, signal: init.signal }),
        (wire) => wire.status,
      );
    },
  };
  return client;
}

/** The client {@link createApiClient} returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
