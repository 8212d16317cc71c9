import type { ApiModule } from '../../core/module';

/** The blobs module. Its routes, tables (schema.ts) and tests live in this folder. */
export const blobsModule: ApiModule = {
  name: 'blobs',
  create: () => ({}),
};
