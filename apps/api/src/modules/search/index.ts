import type { ApiModule } from '../../core/module';

/** The search module. Its routes, tables (schema.ts) and tests live in this folder. */
export const searchModule: ApiModule = {
  name: 'search',
  create: () => ({}),
};
