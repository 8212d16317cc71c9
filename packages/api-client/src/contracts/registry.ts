import { authCalls } from './auth.js';
import { blobCalls } from './blobs.js';
import { certificateCalls } from './certificates.js';
import { cmsCalls } from './cms.js';
import type { CallContract } from './common.js';
import { counterCalls } from './counter.js';
import { editableDocumentCalls } from './editable-documents.js';
import { elearningCalls } from './elearning.js';
import { memoryTestCalls } from './memory-test.js';
import { menuCalls } from './menus.js';
import { newsletterCalls } from './newsletter.js';
import { redirectCalls } from './redirects.js';
import { searchCalls } from './search.js';

/**
 * Every call of the specification, by name: method, path template, request schemas (params,
 * querystring, body), response schema, credentials, anti-forgery and retry policy. The server
 * registers its routes from this object and validates requests and answers with its schemas.
 */
export const apiContracts = {
  ...authCalls,
  ...redirectCalls,
  ...certificateCalls,
  ...menuCalls,
  ...cmsCalls,
  ...counterCalls,
  ...elearningCalls,
  ...searchCalls,
  ...blobCalls,
  ...newsletterCalls,
  ...editableDocumentCalls,
  ...memoryTestCalls,
} as const satisfies Record<string, CallContract>;

/** The name of a call. */
export type ApiCallName = keyof typeof apiContracts;

/** Any call's contract. */
export type ApiContract = (typeof apiContracts)[ApiCallName];

/**
 * The route pattern of a path template for routers such as Fastify: `{name}` becomes `:name`,
 * `{+name}` (a reserved expansion that may hold '/') becomes `*`.
 */
export function routePattern(template: string): string {
  return template.replace(/\{\+[^}]+\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
}
