import type { z } from 'zod/mini';
import { type ApiResult, failed, loaded, mapResult } from './async-result.js';
import type { CallFunction } from './call.js';
import type { BlobDeleteOutcome, BlobPage, BlobUse, PickerImage } from './contracts/blobs.js';
import { blobRefusalSchema, mapBlobItem, mapBlobPage } from './contracts/blobs.js';
import { apiContracts } from './contracts/registry.js';
import { applyErrorPolicy } from './error-policy.js';
import { isSettledResult, sendCall } from './http.js';
import type { ApiClientOptions, CallOptions } from './learning-client.js';

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

/** The blob storage calls of {@link createApiClient} (project choice): the image picker's. */
export function createBlobCalls(options: ApiClientOptions, call: CallFunction) {
  return {
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
  };
}
