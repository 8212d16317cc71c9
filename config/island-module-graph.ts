import { parseSync, type Rolldown } from 'vite';

// The module graph as the bundler's tree shaking sees it (decision 0072): which modules' code a set of
// starting modules uses, followed by the names each import takes. island-chunks.ts groups by it.

type Node = { type: string; [key: string]: unknown };

/** Every name a module exports. */
const ALL = '*';
/** What a bare `import './x'` takes: the statements x runs. */
const RUNS = '*runs*';

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
 * A walk over the build's modules (each parsed once, for every walk): the modules whose code the
 * `starts` use. A module's code is used when a name taken from it is one it
 * declares (or it runs statements of its own and is imported for them); a name it only passes on
 * (a barrel's re-export, an imported binding exported again) leads on to the module that declares it.
 * The bundler keeps a module's code in one chunk, with every declaration some part of the app uses,
 * so of a module whose code is used every import is followed. `resolvedOf` gives the module an import
 * of `importer` was resolved to (the plugin records it), or undefined for an external one.
 */
export function modulesUsedBy(
  context: Rolldown.ChunkingContext,
  resolvedOf: (importer: string, source: string) => string | undefined,
): (starts: readonly string[]) => Set<string> {
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
        const target = resolvedOf(id, edge.source);
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
        const target = resolvedOf(id, edge.source);
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
