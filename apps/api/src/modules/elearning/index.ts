import type { ApiModule } from '../../core/module';

/** The elearning module. Its routes, tables (schema.ts) and tests live in this folder. */
export const elearningModule: ApiModule = {
  name: 'elearning',
  create: () => ({}),
};
