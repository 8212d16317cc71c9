import { packageBuild } from '../../config/tsup-package';

export default packageBuild({
  // One output file per source module, so a bundler that needs only the brand list (the player's
  // info-modal brands) can drop the tokens (`sideEffects: false`). The token JSON files are bundled
  // into tokens.js, so a consumer needs no JSON import support.
  entry: { index: 'src/index.ts', brands: 'src/brands.ts', tokens: 'src/tokens.ts' },
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
});
