// `pnpm --filter @dementie/api db:generate <module> [name]`: a new migration for one module's tables.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
if (result.status !== 0) process.exit(result.status ?? 1);

// drizzle-kit qualifies foreign keys with "public".; the tables live in whatever schema the connection
// uses (tests give each suite its own schema), so the qualifier is removed.
const folder = path.join('drizzle', module);
for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  const sql = readFileSync(path.join(folder, file), 'utf8');
  const fixed = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (fixed !== sql) writeFileSync(path.join(folder, file), fixed);
}
