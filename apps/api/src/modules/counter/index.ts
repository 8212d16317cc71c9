import type { ApiModule } from '../../core/module';

/** The counter module. Its routes, tables (schema.ts) and tests live in this folder. */
export const counterModule: ApiModule = {
  name: 'counter',
  create: () => ({}),
};
