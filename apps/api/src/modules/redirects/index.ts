import type { ApiModule } from '../../core/module';

/** The redirects module. Its routes, tables (schema.ts) and tests live in this folder. */
export const redirectsModule: ApiModule = {
  name: 'redirects',
  create: () => ({}),
};
