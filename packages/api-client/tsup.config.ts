import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source file (not one bundle), so a consumer's bundler keeps only the modules
  // it uses: an app with only the training player carries the learning contracts, not search, CMS or
  // auth (decision 0042). `sideEffects: false` in package.json lets it drop the rest.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support/**'],
  bundle: false,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
