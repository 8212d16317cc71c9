import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react.tsx' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', react: 'src/react.tsx' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Dependencies and peers stay external: consumers dedupe React and zod.
  external: [/^react/, /^@dementie\//, 'zod'],
});
