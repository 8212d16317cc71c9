import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';

// Each module's schema.ts must describe exactly the tables its migrations made: a change of how a
// table is written (a column helper, say) must not change one byte of the DDL it stands for.
const drizzleFolder = path.resolve(import.meta.dirname, '../../drizzle');
const modules = readdirSync(drizzleFolder).sort();

/** The snapshot drizzle-kit wrote with a module's newest migration. */
function latestSnapshot(module: string) {
  const meta = path.join(drizzleFolder, module, 'meta');
  const newest = readdirSync(meta)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`${module} has no snapshot`);
  return JSON.parse(readFileSync(path.join(meta, newest), 'utf8'));
}

describe('table definitions and their migrations', () => {
  it.each(modules)('%s: schema.ts needs no new migration', async (module) => {
    const schema = await import(module === 'core' ? '../core/schema' : `../modules/${module}/schema`);
    const snapshot = latestSnapshot(module);
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
