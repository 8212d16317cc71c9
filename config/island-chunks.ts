import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, parseSync, type Rolldown } from 'vite';
import { browserBuildOnly } from './browser-build';

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

type Node = { type: string; [key: string]: unknown };

/** Every name a module exports. */
const ALL = '*';
/** What a bare `import './x'` takes: the statements x runs. */
const RUNS = '*runs*';

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

/** What one module takes from another: an import or a re-export statement. */
interface ImportEdge {
  readonly source: string;
  /** Local binding -> imported name (`*` for a namespace), for an import. */
  readonly bindings: ReadonlyMap<string, string>;
  /** Exported name -> imported name (`*` for `export * as x`), for a re-export; `*` for `export *`. */
  readonly reexports?: ReadonlyMap<string, string> | '*';
}

/** A module's top level, as far as the bundler's tree shaking sees it. */
interface ParsedModule {
  readonly edges: readonly ImportEdge[];
  /** Exported name -> the local binding that holds it (declared here or imported). */
  readonly exports: ReadonlyMap<string, string>;
  /** The bindings declared here (functions, classes, variables, an anonymous default export). */
  readonly declarations: ReadonlySet<string>;
  /** Whether the module runs statements of its own (calls, assignments) when loaded. */
  readonly runs: boolean;
}

const nameOf = (node: Node): string => (node.type === 'Identifier' ? String(node.name) : String(node.value));

/** The names a declaration binds (`const { a, b } = ...` binds a and b). */
function bound(pattern: Node | null | undefined, into: string[] = []): string[] {
  if (!pattern) return into;
  if (pattern.type === 'Identifier') into.push(String(pattern.name));
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as Node[])
      bound((property.type === 'RestElement' ? property.argument : property.value) as Node, into);
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as Node[]) bound(element, into);
  else if (pattern.type === 'RestElement') bound(pattern.argument as Node, into);
  else if (pattern.type === 'AssignmentPattern') bound(pattern.left as Node, into);
  return into;
}

/** The top level of a module's code (after its transforms: plain JS). */
function parseModule(id: string, code: string): ParsedModule {
  const { program } = parseSync(id.replace(/\?.*$/, ''), code);
  const edges: ImportEdge[] = [];
  const exports = new Map<string, string>();
  const declarations = new Set<string>();
  let runs = false;
  const declare = (declaration: Node): string[] => {
    const names =
      declaration.type === 'VariableDeclaration'
        ? (declaration.declarations as Node[]).flatMap((declarator) => bound(declarator.id as Node))
        : [declaration.id ? nameOf(declaration.id as Node) : '*default*'];
    for (const name of names) declarations.add(name);
    return names;
  };
  for (const statement of program.body as unknown as Node[]) {
    const source = (statement.source as Node | null | undefined)?.value as string | undefined;
    if (statement.type === 'ImportDeclaration' && source !== undefined) {
      const bindings = new Map<string, string>();
      for (const specifier of statement.specifiers as Node[]) {
        const local = nameOf(specifier.local as Node);
        if (specifier.type === 'ImportDefaultSpecifier') bindings.set(local, 'default');
        else if (specifier.type === 'ImportNamespaceSpecifier') bindings.set(local, '*');
        else bindings.set(local, nameOf(specifier.imported as Node));
      }
      edges.push({ source, bindings });
    } else if (statement.type === 'ExportNamedDeclaration' && source !== undefined) {
      const reexports = new Map<string, string>();
      for (const s of statement.specifiers as Node[])
        reexports.set(nameOf(s.exported as Node), nameOf(s.local as Node));
      edges.push({ source, bindings: new Map(), reexports });
    } else if (statement.type === 'ExportAllDeclaration' && source !== undefined) {
      const exported = statement.exported as Node | null;
      const reexports = exported ? new Map([[nameOf(exported), '*']]) : '*';
      edges.push({ source, bindings: new Map(), reexports });
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration)
        for (const name of declare(statement.declaration as Node)) exports.set(name, name);
      for (const s of statement.specifiers as Node[])
        exports.set(nameOf(s.exported as Node), nameOf(s.local as Node));
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Node;
      if (declaration.type === 'Identifier') exports.set('default', String(declaration.name));
      else if (/Declaration$/.test(declaration.type))
        exports.set('default', declare(declaration)[0] ?? '*default*');
      else {
        declarations.add('*default*');
        exports.set('default', '*default*');
      }
    } else if (/^(Function|Class|Variable)Declaration$/.test(statement.type)) {
      declare(statement);
    } else if (statement.type !== 'EmptyStatement') {
      runs = true;
    }
  }
  return { edges, exports, declarations, runs };
}

/**
 * One chunk for the islands runtime and the modules it uses (React DOM, the providers, the stores,
 * the catalogue), instead of the some forty small chunks the bundler makes of them because the app
 * shares most of those modules: every file costs a request, its own import and export lines and a
 * compression that starts from nothing (decision 0072). The islands loader's own modules (the script
 * every document page runs first) stay in the loader's chunk, and each island's own code stays in a
 * chunk of its own, loaded with that island. The app loads the same chunk for the modules it shares
 * with the runtime; the few kB of the runtime's own code come with it.
 *
 * Which modules the runtime uses is followed by the names each import takes (see `modulesUsedBy`):
 * following every module a module imports would put the player, the account screens and zod in the
 * chunk (the package barrels name every screen, and the form validators' module both zod's schemas
 * and the e-mail check the login needs). The plugin records how each import was resolved; `group` is
 * the chunking group.
 *
 * `loaderEntry` is the app's islands entry (src/islands.ts, absolute path); `runtime` and
 * `frameIslands` (absolute paths) are the site's unless given (a test gives its own).
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
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const core = chunks.find((chunk) => chunk.name === ISLAND_CORE_CHUNK);
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
      if (strays.length > 0)
        this.error(`island-chunks: the islands' runtime loads app code: ${strays.join(', ')}`);
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
          this.error(
            `island-chunks: ${file}, which a document page may load, names a text of the app: ${around}`,
          );
        }
      }
      // A chunk the runtime loads with it that imports the runtime back runs before it is there.
      const back = withRuntime.find((chunk) => chunk !== core && chunk.imports.includes(core.fileName));
      if (back)
        this.error(`island-chunks: the islands' runtime chunk imports itself through ${back.fileName}`);
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

  /**
   * A walk over the build's modules (each parsed once, for every walk): the modules whose code the
   * `starts` use. A module's code is used when a name taken from it is one it
   * declares (or it runs statements of its own and is imported for them); a name it only passes on
   * (a barrel's re-export, an imported binding exported again) leads on to the module that declares it.
   * The bundler keeps a module's code in one chunk, with every declaration some part of the app uses,
   * so of a module whose code is used every import is followed.
   */
  function modulesUsedBy(context: Rolldown.ChunkingContext): (starts: readonly string[]) => Set<string> {
    const parsed = new Map<string, ParsedModule | null>();
    const parse = (id: string) => {
      if (!parsed.has(id)) {
        const code = context.getModuleInfo(id)?.code ?? null;
        parsed.set(id, code === null ? null : parseModule(id, code));
      }
      return parsed.get(id) ?? null;
    };
    const names = new Map<string, Set<string>>();
    /** The names a module exports, through its `export *` too. */
    const exportNames = (id: string): Set<string> => {
      const known = names.get(id);
      if (known) return known;
      const result = new Set<string>();
      names.set(id, result);
      const module = parse(id);
      if (!module) return result;
      for (const name of module.exports.keys()) result.add(name);
      for (const edge of module.edges) {
        if (edge.reexports === '*') {
          const target = resolved.get(key(id, edge.source));
          if (target) for (const name of exportNames(target)) if (name !== 'default') result.add(name);
        } else if (edge.reexports) for (const name of edge.reexports.keys()) result.add(name);
      }
      return result;
    };
    return (starts) => {
      const modules = new Set<string>();
      const taken = new Map<string, Set<string>>();
      const queue = starts.map((start): [string, ReadonlySet<string>] => {
        if (!context.getModuleInfo(start)) throw new Error(`island-chunks: ${start} is not in the build`);
        return [start, new Set([ALL])];
      });
      while (queue.length > 0) {
        const [id, wanted] = queue.shift() as [string, ReadonlySet<string>];
        const info = context.getModuleInfo(id);
        if (!info) continue;
        const module = parse(id);
        if (!module || (module.edges.length === 0 && module.exports.size === 0)) {
          // No code, or no imports and exports: a CommonJS module (React DOM's), with everything it requires.
          if (!modules.has(id)) {
            modules.add(id);
            for (const target of info.importedIds) queue.push([target, new Set([ALL])]);
          }
          continue;
        }
        const before = taken.get(id) ?? new Set<string>();
        taken.set(id, before);
        if (before.has(ALL)) continue;
        const fresh = wanted.has(ALL) ? [ALL] : [...wanted].filter((name) => !before.has(name));
        if (fresh.length === 0) continue;
        for (const name of fresh) before.add(name);
        const all = fresh.includes(ALL);
        const asked = all ? [...module.exports.keys()] : fresh;
        const ownCode =
          all ||
          (fresh.includes(RUNS) && module.runs) ||
          asked.some((name) => module.declarations.has(module.exports.get(name) ?? ''));
        const named = new Set<string>();
        const passedOn = new Set(
          asked.map((name) => module.exports.get(name)).filter((local) => local !== undefined),
        );
        for (const edge of module.edges) {
          const target = resolved.get(key(id, edge.source));
          if (!target) continue;
          named.add(target);
          const next = new Set<string>();
          if (ownCode && !modules.has(id)) {
            for (const imported of edge.bindings.values()) next.add(imported);
            if (edge.bindings.size === 0 && !edge.reexports) next.add(RUNS);
          }
          for (const [local, imported] of edge.bindings) if (passedOn.has(local)) next.add(imported);
          if (edge.reexports === '*') {
            const gives = exportNames(target);
            for (const name of fresh) if (name === ALL || gives.has(name)) next.add(name);
          } else if (edge.reexports) {
            for (const [exported, imported] of edge.reexports)
              if (all || fresh.includes(exported)) next.add(imported);
          }
          if (next.size > 0) queue.push([target, next]);
        }
        if (ownCode && !modules.has(id)) {
          modules.add(id);
          // What the statements do not name (the bundler's helpers): all of it.
          for (const target of info.importedIds) if (!named.has(target)) queue.push([target, new Set([ALL])]);
        }
      }
      return modules;
    };
  }

  let core: Set<string> | undefined;
  const coreModules = (context: Rolldown.ChunkingContext): Set<string> => {
    if (!core && !context.getModuleInfo(loaderEntry)) core = new Set(); // the server's build
    if (!core) {
      const used = modulesUsedBy(context);
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
