import type { ApiModule } from '../../core/module';

/** The mail module. Its routes, tables (schema.ts) and tests live in this folder. */
export const mailModule: ApiModule = {
  name: 'mail',
  create: () => ({}),
};
