import type { ApiModule } from '../../core/module';

/** The auth module. Its routes, tables (schema.ts) and tests live in this folder. */
export const authModule: ApiModule = {
  name: 'auth',
  create: () => ({}),
};
