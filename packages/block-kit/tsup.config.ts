import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', editor: 'src/editor/index.ts', styles: 'src/styles.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', editor: 'src/editor/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Dependencies and peers stay external: consumers dedupe React and zod.
  external: [/^react/, /^@dementie\//, 'zod'],
});
