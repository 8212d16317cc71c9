import { defineConfig, type Options } from 'tsup';

/**
 * How every published package is built: ES modules for ES2022 with source maps, from a clean folder.
 * Dependencies and peers stay external, so consumers dedupe React and zod. `options` gives the
 * package's entries and type entries, and how it is split (decision 0042).
 */
export function packageBuild(options: Options) {
  return defineConfig({
    format: ['esm'],
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: [/^react/, /^@dementie\//, 'zod'],
    ...options,
  });
}
