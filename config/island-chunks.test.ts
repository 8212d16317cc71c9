import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { API_CLIENT_CHUNK, ISLAND_CORE_CHUNK, islandChunks } from './island-chunks';

const root = fileURLToPath(new URL('./test-fixtures/island-chunks/', import.meta.url));
const at = (file: string) => path.join(root, file);

/** Builds the fixture as a brand app is built: an islands loader and an app, sharing modules. */
async function bundle(frameIslands: string[]): Promise<Rolldown.OutputChunk[]> {
  const islands = islandChunks(at('loader.ts'), at('runtime.ts'), frameIslands.map(at));
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [islands.plugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: { loader: at('loader.ts'), app: at('app.ts') },
        output: { codeSplitting: { groups: [islands.group, islands.apiGroup] } },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

const modulesOf = (chunk: Rolldown.OutputChunk | undefined) =>
  (chunk?.moduleIds ?? []).map((id) => path.relative(root, id)).sort();

describe('islandChunks (decision 0072)', () => {
  it('puts the runtime and what it uses in one chunk, following barrels only by the names taken', async () => {
    const chunks = await bundle(['frame-island.ts']);
    const core = chunks.find((chunk) => chunk.name === ISLAND_CORE_CHUNK);
    // What the runtime uses, the CommonJS module whole, and the frame island.
    expect(modulesOf(core)).toEqual(
      expect.arrayContaining(['common.cjs', 'frame-island.ts', 'lib/small.ts', 'runtime.ts']),
    );
    // Not what the barrel names besides, nor a module it only takes a passed-on name from, nor
    // what those use, nor the loader's own module.
    for (const module of ['big.ts', 'lib/heavy.ts', 'lib/mark.ts', 'validators.ts', 'loader.ts', 'app.ts'])
      expect(modulesOf(core)).not.toContain(module);
    // The loader loads the runtime's chunk only when asked, and that chunk loads nothing of the app.
    const loader = chunks.find((chunk) => chunk.isEntry && chunk.name === 'loader');
    expect(loader?.imports).not.toContain(core?.fileName);
    const withCore = chunks.filter((chunk) => core?.imports.includes(chunk.fileName)).flatMap(modulesOf);
    expect(withCore).not.toContain('big.ts');
  });

  it('fails the build when code a document page may load names one of the app texts', async () => {
    await expect(bundle(['frame-island.ts', 'app-text.ts'])).rejects.toThrow(
      /which a document page may load, names a text of the app: .*["'`]player\.pointsLeft/s,
    );
  });

  it("puts the api client's calls and contracts in one chunk, without the helpers used on their own (decision 0073)", async () => {
    const chunks = await bundle(['frame-island.ts']);
    const api = chunks.find((chunk) => chunk.name === API_CLIENT_CHUNK);
    expect(modulesOf(api)).toEqual([
      'packages/api-client/src/client.ts',
      'packages/api-client/src/contracts/courses.ts',
      'packages/api-client/src/contracts/search.ts',
    ]);
    // The helper stays apart: the island that uses it loads no contract.
    const helperUser = chunks.find((chunk) => chunk.facadeModuleId === at('helper-user.ts'));
    const loadedWithHelper = [helperUser, ...chunks.filter((c) => helperUser?.imports.includes(c.fileName))];
    expect(loadedWithHelper.flatMap(modulesOf)).not.toContain('packages/api-client/src/contracts/courses.ts');
    expect(helperUser?.imports).not.toContain(api?.fileName);
  });
});
