// The static import graph of a source entry (decision 0042): which files and packages load without a
// dynamic import(), so tests can assert what a published entry carries.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const staticImport = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms;

/** Every source file and package an entry loads without a dynamic `import()` (type-only imports excluded). */
export function staticGraph(file: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [statement, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (/^\s*(?:import|export)\s+type\s/.test(statement) || !specifier) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      // Sources import each other without an extension or with the '.js' of their built file.
      const stem = base.replace(/\.js$/, '');
      const candidates = [`${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found) visit(found);
    }
  };
  visit(file);
  return { files, packages };
}

/** The graph's files relative to a folder. */
export function filesRelativeTo(folder: string, files: Set<string>): string[] {
  return [...files].map((file) => path.relative(folder, file));
}
