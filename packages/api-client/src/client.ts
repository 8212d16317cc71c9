import type { z } from 'zod/mini';
import { type ApiResult, failed, loaded, mapResult } from './async-result.js';
import { createAuthCalls } from './auth-calls.js';
import { createBlobCalls } from './blob-calls.js';
import { createCall } from './call.js';
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

// The login data and its wire body are part of the client's public surface (index.ts).
export { type LoginData, loginRequestBody } from './auth-calls.js';
export type { ApiClientOptions, CallOptions, ShuffleOptions };

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

  const client = {
    // The learning calls (spec 3 §7, spec 2 §7) and withRetry: the same methods as the player's client.
    ...createLearningClient(options),

    // ------------------------------------------------------------ authentication (spec 1 §7)
    ...createAuthCalls(options, call),

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
    ...createBlobCalls(options, call),

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
