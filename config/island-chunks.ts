import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { browserBuildOnly } from './browser-build';
import { checkIslandChunks } from './island-build-guards';
import { modulesUsedBy } from './island-module-graph';

/** The chunk that holds the islands runtime and the modules it uses (decision 0072). */
export const ISLAND_CORE_CHUNK = 'island-core';

/** The chunk that holds the api client's calls with their contracts and zod (decision 0073). */
export const API_CLIENT_CHUNK = 'api-client';

/**
 * The api client's calls, contracts and schemas: code that is loaded all together, at the first call
 * a page makes (the lazy client of decision 0068, or the app's client), never in part. The pure helpers
 * beside them (safe redirects, blob addresses, retries, the error policy) are not: a screen or an
 * island may use one of those without calling the API.
 */
const apiClientModule =
  /[\\/]packages[\\/]api-client[\\/]src[\\/](contracts[\\/][^\\/]+|client|learning-client|call|http)\.ts$|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/;

/** The islands runtime: loaded by the islands loader with the first island a visitor comes near. */
export const islandRuntimeModule = fileURLToPath(
  new URL('../packages/site/src/islands/runtime.tsx', import.meta.url),
);

/**
 * The islands of the page frame, on (nearly) every document page: the cookie banner, the notice
 * above the page, the footer with its newsletter form and the page tools. Their code goes with the
 * runtime; a block's island keeps a chunk of its own, loaded only on a page with that block.
 */
export const frameIslandModules = [
  '../packages/block-kit/src/consent/cookie-consent.tsx',
  '../packages/block-kit/src/widgets/utilities-bar/utilities-bar.tsx',
  '../packages/site/src/layout/brand-footer.tsx',
  '../packages/site/src/islands/auth-islands.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * One chunk for the islands runtime and the modules it uses (React DOM, the providers, the stores,
 * the catalogue), instead of the some forty small chunks the bundler makes of them because the app
 * shares most of those modules: every file costs a request, its own import and export lines and a
 * compression that starts from nothing (decision 0072). The islands loader's own modules (the script
 * every document page runs first) stay in the loader's chunk, and each island's own code stays in a
 * chunk of its own, loaded with that island. The app loads the same chunk for the modules it shares
 * with the runtime; the few kB of the runtime's own code come with it.
 *
 * Which modules the runtime uses is followed by the names each import takes (see `modulesUsedBy`, island-module-graph.ts):
 * following every module a module imports would put the player, the account screens and zod in the
 * chunk (the package barrels name every screen, and the form validators' module both zod's schemas
 * and the e-mail check the login needs). The plugin records how each import was resolved; `group` is
 * the chunking group.
 *
 * `loaderEntry` is the brand apps' islands entry (packages/site/brand-app/islands.ts, absolute path);
 * `runtime` and `frameIslands` (absolute paths) are the site's unless given (a test gives its own).
 */
export function islandChunks(
  loaderEntry: string,
  runtime: string = islandRuntimeModule,
  frameIslands: readonly string[] = frameIslandModules,
): {
  plugin: Plugin;
  group: Rolldown.CodeSplittingGroup;
  apiGroup: Rolldown.CodeSplittingGroup;
  expectedLog: (log: Rolldown.RolldownLog) => boolean;
} {
  const resolved = new Map<string, string>();
  const key = (importer: string, source: string) => `${importer}\0${source}`;
  const plugin: Plugin = {
    name: 'dementie-island-chunks',
    // The server's bundle has no islands loader: nothing to record or check there.
    apply: browserBuildOnly,
    generateBundle(_options, bundle) {
      checkIslandChunks(bundle, loaderEntry, ISLAND_CORE_CHUNK, (message) => this.error(message));
    },
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!importer) return null;
        const result = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (result && !result.external) resolved.set(key(importer, source), result.id);
        return result;
      },
    },
  };

  let core: Set<string> | undefined;
  const coreModules = (context: Rolldown.ChunkingContext): Set<string> => {
    if (!core && !context.getModuleInfo(loaderEntry)) core = new Set(); // the server's build
    if (!core) {
      const used = modulesUsedBy(context, (importer, source) => resolved.get(key(importer, source)));
      const loader = used([loaderEntry]);
      const runtimeModules = used([runtime, ...frameIslands]);
      core = new Set([...runtimeModules].filter((id) => !loader.has(id)));
    }
    return core;
  };
  const group: Rolldown.CodeSplittingGroup = {
    debugName: ISLAND_CORE_CHUNK,
    name: (moduleId, context) => (coreModules(context).has(moduleId) ? ISLAND_CORE_CHUNK : null),
    // Only the modules named above: a dependency shared with the loader stays with the loader.
    includeDependenciesRecursively: false,
  };
  /**
   * One chunk for the api client's code (decision 0073) instead of the ten the bundler cuts because
   * the app's screens each share a few contracts: about 3 kB gzip less on every page that calls the
   * API (the player page, a list's 'Meer laden', the app). What the runtime uses stays in its chunk.
   */
  const apiGroup: Rolldown.CodeSplittingGroup = {
    debugName: API_CLIENT_CHUNK,
    name: (moduleId, context) =>
      apiClientModule.test(moduleId) && !coreModules(context).has(moduleId) ? API_CLIENT_CHUNK : null,
    includeDependenciesRecursively: false,
  };
  /**
   * The frame's islands are loaded with a dynamic import by the islands registry, and are in the
   * runtime's chunk on purpose: the bundler's note that such an import does not move them is expected.
   */
  const expectedLog = (log: Rolldown.RolldownLog) =>
    log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
    frameIslands.some((module) => log.message.includes(path.relative(process.cwd(), module)));
  return { plugin, group, apiGroup, expectedLog };
}
