import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the app at start-up (TOOLCHAIN.md: not by drizzle-kit migrate).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
