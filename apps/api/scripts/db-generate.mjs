// `pnpm --filter @dementie/api db:generate <module> [name]`: a new migration for one module's tables.
import { spawnSync } from 'node:child_process';

const [module, name] = process.argv.slice(2);
if (!module) {
  console.error('usage: pnpm db:generate <module> [migration-name]');
  process.exit(2);
}
const args = ['drizzle-kit', 'generate', ...(name ? ['--name', name] : [])];
const result = spawnSync('pnpm', ['exec', ...args], {
  stdio: 'inherit',
  env: { ...process.env, DB_MODULE: module },
});
process.exit(result.status ?? 1);
