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

/**
 * Every source file of a package as an entry, without tests, stories and test helpers (`exclude` adds
 * globs to leave out), and its stylesheet: with `splitting`, a consumer's bundler keeps only the
 * modules it uses (decision 0042).
 */
export function everySourceFile(...exclude: string[]): string[] {
  return [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
    '!src/**/test-support/**',
    ...exclude.map((glob) => `!${glob}`),
    'src/styles.css',
  ];
}
