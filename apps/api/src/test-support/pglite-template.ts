// Vitest global set-up of the server tests: one migrated PGlite database, dumped to a file, from which
// every suite's PGlite database starts (testBackends). Creating a PGlite cluster and applying the
// migrations took about two seconds of CPU per suite; loading the dump takes about half a second.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite dump the server tests start from. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'dementie-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
