import type { ApiModule } from '../../core/module';

/** The certificates module. Its routes, tables (schema.ts) and tests live in this folder. */
export const certificatesModule: ApiModule = {
  name: 'certificates',
  create: () => ({}),
};
