import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source module, so a bundler that needs only the brand list (the player's
  // info-modal brands) can drop the tokens (`sideEffects: false`). The token JSON files are bundled
  // into tokens.js, so a consumer needs no JSON import support.
  entry: { index: 'src/index.ts', brands: 'src/brands.ts', tokens: 'src/tokens.ts' },
  splitting: true,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
