import type { ApiModule } from '../../core/module';

/** The dev module. Its routes, tables (schema.ts) and tests live in this folder. */
export const devModule: ApiModule = {
  name: 'dev',
  create: () => ({}),
};
