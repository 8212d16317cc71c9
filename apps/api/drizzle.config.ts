import { defineConfig } from 'drizzle-kit';

/**
 * Each module owns its tables and its migrations (ARCHITECTURE.md): `pnpm db:generate <module>` diffs
 * `src/modules/<module>/schema.ts` (or `src/core/schema.ts` for core) into `drizzle/<module>/`.
 * Migrations are applied by the app at start-up (TOOLCHAIN.md: not by drizzle-kit migrate).
 */
const module = process.env.DB_MODULE ?? 'core';

export default defineConfig({
  dialect: 'postgresql',
  schema: module === 'core' ? './src/core/schema.ts' : `./src/modules/${module}/schema.ts`,
  out: `./drizzle/${module}`,
});
