import { readFileSync } from 'node:fs';
import type { Rolldown } from 'vite';

// The three checks of a brand app's browser build that fail it when a document page would load more
// than it needs (decisions 0072 and 0073): app code in the islands' runtime chunk, a text of the app in
// any chunk a document page may load, and a runtime chunk that imports itself back.

/**
 * Code a document page never needs before the visitor goes to an app page: zod (the API's schemas),
 * the router, the player, the error reports' SDK. Found in the runtime's chunk, it fails the build.
 */
const notForDocuments = [
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(zod|react-router|react-router-dom|@sentry)[\\/]/,
  /[\\/]packages[\\/]elearning-player[\\/]src[\\/](ui|store)[\\/]/,
  // The app's texts (decision 0072): an island has the document texts only.
  /[\\/]packages[\\/]i18n-catalogues[\\/]src[\\/]catalogues[\\/](app|shared)\.ts$/,
];

/** A string that starts like a key of the app's texts (`'player.`, `'editor.`, ...): no island's code has one. */
function appKeyInCode(): RegExp {
  const catalogue = readFileSync(
    new URL('../packages/i18n-catalogues/src/catalogues/app.ts', import.meta.url),
    'utf8',
  );
  const namespaces = [...new Set([...catalogue.matchAll(/^ {2}'([A-Za-z]+)\./gm)].map((match) => match[1]))];
  if (namespaces.length === 0) throw new Error('island-chunks: no keys found in the app texts');
  return new RegExp(`[\`'"](${namespaces.join('|')})\\.[A-Za-z$]`, 'g');
}

/**
 * Fails the build (through `error`) when the islands' runtime chunk (`coreChunk`) loads app code, when
 * a chunk the islands loader (`loaderEntry`, absolute path) may load names a text of the app, or when a
 * chunk loaded with the runtime imports the runtime back. A build without the runtime's chunk (the
 * server's) passes.
 */
export function checkIslandChunks(
  bundle: Rolldown.OutputBundle,
  loaderEntry: string,
  coreChunk: string,
  error: (message: string) => never,
): void {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const core = chunks.find((chunk) => chunk.name === coreChunk);
  if (!core) return;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks `from` loads: with it (static imports) or, with `dynamic`, ever. */
  const reach = (from: string, dynamic: boolean) => {
    const files = new Set<string>();
    const queue = [from];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      const chunk = byFile.get(file);
      if (!chunk || files.has(file)) continue;
      files.add(file);
      queue.push(...chunk.imports, ...(dynamic ? chunk.dynamicImports : []));
    }
    return files;
  };
  const withRuntime = [...reach(core.fileName, false)].map(
    (file) => byFile.get(file) as Rolldown.OutputChunk,
  );
  const strays = withRuntime.flatMap((chunk) =>
    chunk.moduleIds.filter((id) => notForDocuments.some((pattern) => pattern.test(id))),
  );
  if (strays.length > 0) error(`island-chunks: the islands' runtime loads app code: ${strays.join(', ')}`);
  // Every chunk a document page may load, through any island: none may name a text of the app.
  const loader = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === loaderEntry);
  const appKey = appKeyInCode();
  for (const file of loader ? reach(loader.fileName, true) : []) {
    const code = byFile.get(file)?.code ?? '';
    for (const found of code.matchAll(appKey)) {
      // A brand's catalogue may give its own wording of an app text: a property, not a use.
      const quote = found[0].charAt(0);
      const end = code.indexOf(quote, found.index + 1);
      if (/^\s*:/.test(code.slice(end + 1, end + 20))) continue;
      const around = code.slice(Math.max(0, found.index - 60), found.index + 60);
      error(`island-chunks: ${file}, which a document page may load, names a text of the app: ${around}`);
    }
  }
  // A chunk the runtime loads with it that imports the runtime back runs before it is there.
  const back = withRuntime.find((chunk) => chunk !== core && chunk.imports.includes(core.fileName));
  if (back) error(`island-chunks: the islands' runtime chunk imports itself through ${back.fileName}`);
}
