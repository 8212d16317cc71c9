import type { ApiModule } from '../../core/module';

/** The cms module. Its routes, tables (schema.ts) and tests live in this folder. */
export const cmsModule: ApiModule = {
  name: 'cms',
  create: () => ({}),
};
