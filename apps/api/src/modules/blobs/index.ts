import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../core/config';
import type { ApiModule, ModuleContext } from '../../core/module';
import { createAzureBlobStore } from './azure-store';
import { registerDocumentRoutes } from './documents';
import { createFolderBlobStore } from './folder-store';
import { registerBlobRoutes } from './routes';
import type { BlobStore } from './storage';

export type { EditableField, EditableTargetKind } from './documents';
export { documentRevisions, FIELDS_OF_TARGET, latestDocument, latestDocuments } from './documents';
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, sniffImage, VARIANT_QUALITY } from './images';
export {
  documentWithoutPictures,
  imageUnlessGone,
  missingPictures,
  picturesNamedIn,
} from './picture-references';
export { blobUrl } from './routes';
export type { BlobStore, StoredBlob, StoredBlobInfo } from './storage';
export { createAzureBlobStore, createFolderBlobStore };

/** The store the configuration asks for: Azure when a connection string is set, else the folder. */
export function blobStoreFor(config: AppConfig): BlobStore {
  return config.azureStorageConnectionString
    ? createAzureBlobStore(config.azureStorageConnectionString)
    : createFolderBlobStore(config.blobDir);
}

const storeOfConfig = new WeakMap<AppConfig, BlobStore>();

/**
 * The one store of a process's configuration: the blobs module keeps the pictures in it, and the
 * learning module asks it which pictures are gone (picture-references.ts), so both see the same.
 */
export function sharedBlobStore(config: AppConfig): BlobStore {
  let store = storeOfConfig.get(config);
  if (!store) {
    store = blobStoreFor(config);
    storeOfConfig.set(config, store);
  }
  return store;
}

/** Options of {@link createBlobsModule}. */
export interface BlobsModuleOptions {
  /** A ready store (tests); default from the configuration. */
  store?: BlobStore;
}

/**
 * The blobs module (decision 0013): the image picker's storage calls under /blobstorage/ (editors only),
 * the stored files (public), and the editable-document save call with its revisions.
 */
export function createBlobsModule(options: BlobsModuleOptions = {}): ApiModule {
  return {
    name: 'blobs',
    create(context: ModuleContext) {
      const store = options.store ?? sharedBlobStore(context.config);
      return {
        async routes(app: FastifyInstance) {
          // Two scopes: the blob calls take raw bytes, the document call takes JSON.
          await app.register(async (scope) => registerBlobRoutes(scope, context, store));
          await app.register(async (scope) => registerDocumentRoutes(scope, context));
        },
        close: async () => store.close?.(),
      };
    },
  };
}

/** The blobs module of the server. */
export const blobsModule: ApiModule = createBlobsModule();
